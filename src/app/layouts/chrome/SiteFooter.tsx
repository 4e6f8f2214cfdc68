/**
 * Footer: Home, About us, Contact us, the stores' phone numbers (+98 shown as 0, Persian digits in fa),
 * the TONDAR_NET credit (loaded at startup) with its image at the spec's footer size (200×200, §9) and
 * the version.
 */
import { lazy } from 'react';
import { PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { TONDAR_NET_QUERY, usePluginQuery, useStoresFullQuery, useVersionQuery } from '@/api/services/site';
import { imageUrl } from '@/api/urls';
import { toPersianDigits } from '@/lib/digits';
import { splitPhones } from '@/lib/phone';
import { WhenVisible } from '@/components/WhenVisible';
import { FOOTER_LINKS } from './navLinks';

export const FOOTER_PHONES_MAX = 6;
/** The footer image's size (spec §9). */
export const FOOTER_IMAGE_SIZE = 200;
const FooterCredit = lazy(() => import('./FooterCredit'));

export function SiteFooter() {
  const intl = useIntl();
  const { data: stores = [] } = useStoresFullQuery();
  const { data: version } = useVersionQuery();
  const { data: credit } = usePluginQuery(TONDAR_NET_QUERY);
  const phones = Array.from(new Set(stores.flatMap((store) => splitPhones(store.mobile)))).slice(0, FOOTER_PHONES_MAX);
  const digits = (value: string) => (intl.locale === 'fa' ? toPersianDigits(value) : value);
  const published = credit && credit.publish !== false ? credit : undefined;
  const creditBody = published?.params?.body;
  const imageSrc = imageUrl(published?.files[0]?.id, FOOTER_IMAGE_SIZE, FOOTER_IMAGE_SIZE);

  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <section>
          <h2 className="site-footer__heading"><FormattedMessage id="app.name" /></h2>
          <p className="site-footer__tagline"><FormattedMessage id="app.tagline" /></p>
        </section>
        <nav aria-label={intl.formatMessage({ id: 'footer.links' })}>
          <h2 className="site-footer__heading"><FormattedMessage id="footer.links" /></h2>
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}><Link to={item.to}><FormattedMessage id={item.id} /></Link></li>
            ))}
          </ul>
        </nav>
        {phones.length > 0 && (
          <section>
            <h2 className="site-footer__heading"><FormattedMessage id="footer.phones" /></h2>
            <ul className="site-footer__phones" data-testid="footer-phones">
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={`tel:${phone}`}>
                    <PhoneOutlined aria-hidden /> <span dir="ltr">{digits(phone)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {imageSrc && (
          <section className="site-footer__figure">
            <img
              className="site-footer__image"
              src={imageSrc}
              alt={intl.formatMessage({ id: 'footer.imageAlt' })}
              width={FOOTER_IMAGE_SIZE}
              height={FOOTER_IMAGE_SIZE}
              loading="lazy"
              decoding="async"
              data-testid="footer-image"
            />
          </section>
        )}
      </div>
      <div className="site-footer__bottom">
        <span>
          <FormattedMessage id="footer.rights" values={{ name: intl.formatMessage({ id: 'app.name' }) }} />
          {version ? <> · <FormattedMessage id="footer.version" values={{ version: digits(version) }} /></> : null}
        </span>
        {creditBody ? (
          <WhenVisible fallback={null} afterInteraction>
            <FooterCredit html={creditBody} />
          </WhenVisible>
        ) : null}
      </div>
    </footer>
  );
}
