/** /projects: cards of the PROJECTS plugin items (logo, name, website). */
import { Card, Empty } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { refId } from '@/api/schemas';
import { imageUrl } from '@/api/urls';
import { usePageMeta } from '@/components/usePageMeta';
import { usePluginContent } from './usePluginContent';
import { PageFrame } from './parts/PageFrame';

/** Host name of a website for display (`https://x.test/` → `x.test`). */
export function siteHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export default function Projects() {
  const intl = useIntl();
  const { plugin, isLoading, missing } = usePluginContent('PROJECTS');
  const title = intl.formatMessage({ id: 'pages.projects.title' });
  usePageMeta({ title, description: intl.formatMessage({ id: 'pages.projects.lead' }) });
  const items = plugin?.params?.items ?? [];

  return (
    <PageFrame title={title} lead={<FormattedMessage id="pages.projects.lead" />} isLoading={isLoading} missing={missing}>
      {items.length === 0 ? (
        <Empty description={<FormattedMessage id="pages.projects.empty" />} />
      ) : (
        <ul className="project-grid">
          {items.map((item) => {
            const logo = imageUrl(refId(item.logo), 200, 200);
            return (
              <li key={`${item.name}-${item.website}`}>
                <Card className="project-card" hoverable>
                  {logo && <img className="project-card__logo" src={logo} alt="" width={96} height={96} loading="lazy" />}
                  <h2 className="project-card__name">{item.name}</h2>
                  {item.website && (
                    <a className="project-card__site" href={item.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                      <GlobalOutlined aria-hidden /> {siteHost(item.website)}
                    </a>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
