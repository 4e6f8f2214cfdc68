/** A page whose content is a plugin's rich body and images (ABOUT_US, NO_APP). */
import { useIntl } from 'react-intl';
import type { PluginName } from '@/api/schemas';
import { imageUrl } from '@/api/urls';
import { PreviewImages } from '@/components/imagePreview/PreviewImages';
import { SafeHtml } from '@/components/SafeHtml';
import { usePageMeta } from '@/components/usePageMeta';
import { pluginBodyMeta } from '@/lib/pageMeta';
import { usePluginContent } from '../usePluginContent';
import { PageFrame } from './PageFrame';

export function PluginBodyPage({ name, titleId }: { name: PluginName; titleId: string }) {
  const intl = useIntl();
  const { plugin, isLoading, missing, failure } = usePluginContent(name);
  const title = intl.formatMessage({ id: titleId });
  const body = plugin?.params?.body ?? '';
  usePageMeta(pluginBodyMeta(intl, titleId, body));
  const files = plugin?.files ?? [];

  return (
    <PageFrame title={title} isLoading={isLoading} failure={failure} missing={missing || (!body && files.length === 0)} narrow>
      <article className="page-card">
        {files.length > 0 && (
          <div className="page-images">
            <PreviewImages
              images={files.map((file) => ({ src: imageUrl(file.id, 500, 375), previewSrc: imageUrl(file.id, 1000, 750), alt: file.name }))}
              width={500}
              height={375}
            />
          </div>
        )}
        {body && <SafeHtml html={body} className="page-body" />}
      </article>
    </PageFrame>
  );
}
