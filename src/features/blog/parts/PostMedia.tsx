/** A post's images: one image, or a slideshow when there are several (list cards and the post page). */
import { Carousel } from 'antd';
import type { FileRef } from '@/api/schemas';
import { imageUrl } from '@/api/urls';

export function PostMedia({ files, width, height, alt, eager = false }: { files: FileRef[]; width: number; height: number; alt: string; eager?: boolean }) {
  if (files.length === 0) return <div className="post-media post-media--empty" style={{ aspectRatio: `${width} / ${height}` }} aria-hidden><span>❀</span></div>;
  const image = (file: FileRef, index: number) => (
    <img
      key={file.id}
      className="post-media__img"
      src={imageUrl(file.id, width, height)}
      alt={index === 0 ? alt : ''}
      width={width}
      height={height}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
    />
  );
  if (files.length === 1) return <div className="post-media">{image(files[0], 0)}</div>;
  return (
    <div className="post-media post-media--slides">
      <Carousel autoplay autoplaySpeed={3000} dots adaptiveHeight={false}>
        {files.map((file, index) => (
          <div key={file.id}>{image(file, index)}</div>
        ))}
      </Carousel>
    </div>
  );
}
