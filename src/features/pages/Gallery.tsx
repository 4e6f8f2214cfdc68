/** /gallery: the GALLERY plugin's images in a grid; a click opens a large preview (with previous/next). */
import { Empty } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from '@/api/urls';
import { PreviewImages } from '@/components/imagePreview/PreviewImages';
import { usePageMeta } from '@/components/usePageMeta';
import { companyMeta } from '@/lib/pageMeta';
import { usePluginContent } from './usePluginContent';
import { PageFrame } from './parts/PageFrame';

export default function Gallery() {
  const intl = useIntl();
  const { plugin, isLoading, missing, failure } = usePluginContent('GALLERY');
  const title = intl.formatMessage({ id: 'pages.gallery.title' });
  usePageMeta(companyMeta(intl, 'pages.gallery'));
  const files = plugin?.files ?? [];

  return (
    <PageFrame title={title} lead={<FormattedMessage id="pages.gallery.lead" />} isLoading={isLoading} failure={failure} missing={missing}>
      {files.length === 0 ? (
        <Empty description={<FormattedMessage id="pages.gallery.empty" />} />
      ) : (
        <div className="gallery-grid" data-testid="gallery-grid">
          <PreviewImages
            images={files.map((file, index) => ({
              src: imageUrl(file.id, 500, 500),
              previewSrc: imageUrl(file.id, 1000, 1000),
              alt: intl.formatMessage({ id: 'pages.gallery.imageAlt' }, { n: index + 1 }),
            }))}
            width={500}
            height={500}
            itemClassName="gallery-grid__image"
          />
        </div>
      )}
    </PageFrame>
  );
}
