/**
 * Images that open a large preview (previous / next, zoom, rotate) when pressed: on the first load
 * each is a plain `<img>` in a button, and antd's preview is fetched on the first press (it is
 * ~11 KB gzip that a page showing the images does not need until then). Keyboard: Tab reaches each
 * image, Enter or Space opens it, Escape closes, and focus goes back to the image that opened it.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import './previewImages.css';

const ImagePreview = lazy(() => import('./ImagePreview'));

export interface PreviewImage {
  /** the image shown in place (an image without an address is left out) */
  src: string | undefined;
  /** the large image the preview shows (the small one when it has none) */
  previewSrc: string | undefined;
  alt: string;
}

interface Props {
  images: readonly PreviewImage[];
  width: number;
  height: number;
  /** the class of each button (the page's grid decides its size) */
  itemClassName?: string;
}

export function PreviewImages({ images: given, width, height, itemClassName }: Props) {
  const intl = useIntl();
  const images = given.flatMap((image) => (image.src ? [{ ...image, src: image.src, previewSrc: image.previewSrc ?? image.src }] : []));
  const [current, setCurrent] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /** the image that opened the preview gets the focus back when it closes */
  const opener = useRef(0);
  const open = (index: number) => {
    opener.current = index;
    setCurrent(index);
  };
  const close = () => {
    setCurrent(null);
    buttons.current[opener.current]?.focus();
  };
  return (
    <>
      {images.map((image, index) => (
        <button
          key={`${image.src}-${index}`}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          className={`preview-image${itemClassName ? ` ${itemClassName}` : ''}`}
          aria-label={intl.formatMessage({ id: 'pages.image.open' }, { name: image.alt })}
          aria-haspopup="dialog"
          onClick={() => open(index)}
        >
          <img src={image.src} alt={image.alt} width={width} height={height} loading="lazy" decoding="async" />
        </button>
      ))}
      {current !== null && (
        <Suspense fallback={null}>
          <ImagePreview items={images.map((image) => image.previewSrc)} current={current} onChange={setCurrent} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
