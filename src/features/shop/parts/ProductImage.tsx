/** A resized product image with explicit size and lazy loading; a neutral tile when there is none. */
import { PictureOutlined } from '@ant-design/icons';
import { imageUrl } from '@/api/urls';

export interface ProductImageProps {
  fileId?: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

export function ProductImage({ fileId, alt, width, height, className = '', eager = false }: ProductImageProps) {
  const src = imageUrl(fileId, width, height);
  if (!src) {
    return (
      <span className={`shop-img shop-img--empty ${className}`} style={{ aspectRatio: `${width} / ${height}` }} role="img" aria-label={alt}>
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      className={`shop-img ${className}`}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
