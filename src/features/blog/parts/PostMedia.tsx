/**
 * A post's images: one image, or a slideshow when there are several (list cards and the post page).
 * The slideshow is light (no slider library in the public first load): one slide shown at a time,
 * autoplay every 3000 ms (paused on hover, focus, a hidden tab or reduced motion), dots to pick a slide.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '@/api/schemas';
import { imageUrl, responsiveImage } from '@/api/urls';
import type { ImageKindName } from '@/lib/responsiveImage';
import { useReducedMotion } from '@/components/useReducedMotion';

export const SLIDE_MS = 3000;

function Slides({ files, image }: { files: FileRef[]; image: (file: FileRef, index: number) => React.ReactNode }) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  useEffect(() => {
    if (paused) return undefined;
    if (reduced) return undefined;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') setActive((index) => (index + 1) % files.length);
    }, SLIDE_MS);
    return () => window.clearInterval(id);
  }, [paused, reduced, files.length]);
  return (
    <div
      className="post-media post-media--slides"
      role="region"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {files.map((file, index) => (
        <div key={file.id} className={`post-media__slide${index === active ? ' is-active' : ''}`} aria-hidden={index !== active}>
          {image(file, index)}
        </div>
      ))}
      <div className="post-media__dots">
        {files.map((file, index) => (
          <button
            key={file.id}
            type="button"
            className={`post-media__dot${index === active ? ' is-active' : ''}`}
            aria-label={intl.formatMessage({ id: 'blog.slide' }, { index: index + 1, count: files.length })}
            aria-pressed={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </div>
  );
}

/** `kind`: a large image offered in the kind's sizes (src/lib/responsiveImage.ts), of the same shape as `width` × `height`. */
export function PostMedia({ files, width, height, alt, eager = false, kind }: { files: FileRef[]; width: number; height: number; alt: string; eager?: boolean; kind?: ImageKindName }) {
  if (files.length === 0) return <div className="post-media post-media--empty" style={{ aspectRatio: `${width} / ${height}` }} aria-hidden><span>❀</span></div>;
  const image = (file: FileRef, index: number) => (
    <img
      key={file.id}
      className="post-media__img"
      src={imageUrl(file.id, width, height)}
      srcSet={kind && responsiveImage(file.id, kind)?.srcSet}
      sizes={kind && responsiveImage(file.id, kind)?.sizes}
      alt={index === 0 ? alt : ''}
      width={width}
      height={height}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
      fetchPriority={eager && index === 0 ? 'high' : undefined}
    />
  );
  if (files.length === 1) return <div className="post-media">{image(files[0], 0)}</div>;
  return <Slides files={files} image={image} />;
}
