/** The product image gallery: one large image and a row of thumbnails; a tile when there are no images. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '@/api/schemas';
import { ProductImage } from './ProductImage';

export function Gallery({ files, name }: { files: FileRef[]; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = files.at(Math.min(index, files.length - 1));
  return (
    <div className="gallery">
      <ProductImage fileId={current?.id} alt={name} kind="productMain" largest className="gallery__main" />
      {files.length > 1 && (
        <ul className="gallery__thumbs">
          {files.map((file, i) => (
            <li key={file.id}>
              <button
                type="button"
                className={`gallery__thumb${i === index ? ' is-active' : ''}`}
                aria-label={intl.formatMessage({ id: 'shop.gallery.show' }, { n: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage fileId={file.id} alt="" width={75} height={75} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
