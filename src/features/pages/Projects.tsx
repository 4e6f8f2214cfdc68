/** /projects: cards of the PROJECTS plugin items (logo, name, website). */
import { Empty } from 'antd';
import { Panel } from '@/components/Panel';
import { GlobalOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from '@/api/urls';
import { usePageMeta } from '@/components/usePageMeta';
import { companyMeta } from '@/lib/pageMeta';
import { httpUrl } from '@/lib/safeUrl';
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
  const { plugin, isLoading, missing, failure } = usePluginContent('PROJECTS');
  const title = intl.formatMessage({ id: 'pages.projects.title' });
  usePageMeta(companyMeta(intl, 'pages.projects'));
  const items = plugin?.params?.items ?? [];

  return (
    <PageFrame title={title} lead={<FormattedMessage id="pages.projects.lead" />} isLoading={isLoading} failure={failure} missing={missing}>
      {items.length === 0 ? (
        <Empty description={<FormattedMessage id="pages.projects.empty" />} />
      ) : (
        <ul className="project-grid">
          {items.map((item) => {
            // the logo is a file id or a file reference (refId, without the schema module in this chunk)
            const logo = imageUrl(typeof item.logo === 'string' ? item.logo : item.logo.id, 200, 200);
            // a website that is not an absolute http(s) address is shown as text, never as a link
            const website = httpUrl(item.website);
            return (
              <li key={`${item.name}-${item.website}`}>
                <Panel className="project-card" hoverable>
                  {logo && <img className="project-card__logo" src={logo} alt="" width={96} height={96} loading="lazy" />}
                  <h2 className="project-card__name">{item.name}</h2>
                  {website ? (
                    <a className="project-card__site" href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
                      <GlobalOutlined aria-hidden /> {siteHost(website)}
                    </a>
                  ) : (
                    item.website && (
                      <span className="project-card__site" dir="ltr">
                        <GlobalOutlined aria-hidden /> {item.website}
                      </span>
                    )
                  )}
                </Panel>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
