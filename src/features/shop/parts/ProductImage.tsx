/**
 * A resized product image with explicit size and lazy loading; a neutral tile when there is none.
 * With `kind` it offers the kind's sizes (srcset/sizes, src/lib/responsiveImage.ts) at the kind's shape.
 */
import { PictureOutlined } from '@ant-design/icons';
import { imageUrl, responsiveImage } from '@/api/urls';
import { IMAGE_KINDS, type ImageKindName } from '@/lib/responsiveImage';

export interface ProductImageProps {
  fileId?: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  /**
   * The page's largest image (its largest contentful paint): asked for at high priority, before the
   * app's scripts, which a pre-rendered page fetches at low priority. React's server renderer carries it
   * into the preload it writes at the start of the page.
   */
  largest?: boolean;
  /** A large image: its shape and sizes are the kind's. */
  kind?: ImageKindName;
  /** A small one (a thumbnail) at one size. */
  width?: number;
  height?: number;
}

export function ProductImage({ fileId, alt, className = '', eager = false, largest = false, kind, ...size }: ProductImageProps) {
  const width = kind ? IMAGE_KINDS[kind].width : (size.width ?? 0);
  const height = kind ? IMAGE_KINDS[kind].height : (size.height ?? 0);
  const sources = kind ? responsiveImage(fileId, kind) : undefined;
  const src = sources?.src ?? imageUrl(fileId, width, height);
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
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || largest ? 'eager' : 'lazy'}
      fetchPriority={largest ? 'high' : undefined}
      decoding="async"
    />
  );
}
