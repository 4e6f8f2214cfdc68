/** A page whose content is a plugin's rich body and images (ABOUT_US, NO_APP). */
import { Image } from 'antd';
import { useIntl } from 'react-intl';
import type { PluginName } from '@/api/schemas';
import { imageUrl } from '@/api/urls';
import { SafeHtml } from '@/components/SafeHtml';
import { clip, htmlToText, usePageMeta } from '@/components/usePageMeta';
import { usePluginContent } from '../usePluginContent';
import { PageFrame } from './PageFrame';

export function PluginBodyPage({ name, titleId }: { name: PluginName; titleId: string }) {
  const intl = useIntl();
  const { plugin, isLoading, missing, failure } = usePluginContent(name);
  const title = intl.formatMessage({ id: titleId });
  const body = plugin?.params?.body ?? '';
  usePageMeta({ title, description: clip(htmlToText(body), 155) || undefined });
  const files = plugin?.files ?? [];

  return (
    <PageFrame title={title} isLoading={isLoading} failure={failure} missing={missing || (!body && files.length === 0)} narrow>
      <article className="page-card">
        {files.length > 0 && (
          <div className="page-images">
            <Image.PreviewGroup>
              {files.map((file) => (
                <Image
                  key={file.id}
                  src={imageUrl(file.id, 500, 375)}
                  preview={{ src: imageUrl(file.id, 1000, 750) }}
                  alt={file.name}
                  width={500}
                  height={375}
                  loading="lazy"
                />
              ))}
            </Image.PreviewGroup>
          </div>
        )}
        {body && <SafeHtml html={body} className="page-body" />}
      </article>
    </PageFrame>
  );
}
