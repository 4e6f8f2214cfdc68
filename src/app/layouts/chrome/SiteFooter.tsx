/** Footer: Home, About us, Contact us, the stores' phone numbers (+98 shown as 0) and the version. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStoresFullQuery, useVersionQuery } from '@/api/services/site';
import { splitPhones } from '@/lib/phone';

export function SiteFooter() {
  const intl = useIntl();
  const { data: stores = [] } = useStoresFullQuery();
  const { data: version } = useVersionQuery();
  const phones = Array.from(new Set(stores.flatMap((store) => splitPhones(store.mobile)))).slice(0, 6);
  const digits = (value: string) => (intl.locale === 'fa' ? value.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : value);

  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <section>
          <h2 className="site-footer__heading"><FormattedMessage id="app.name" /></h2>
          <p><FormattedMessage id="app.tagline" /></p>
        </section>
        <nav aria-label={intl.formatMessage({ id: 'footer.links' })}>
          <h2 className="site-footer__heading"><FormattedMessage id="footer.links" /></h2>
          <ul>
            <li><Link to="/"><FormattedMessage id="app.home" /></Link></li>
            <li><Link to="/about-us"><FormattedMessage id="nav.aboutUs" /></Link></li>
            <li><Link to="/contact-us"><FormattedMessage id="nav.contactUs" /></Link></li>
          </ul>
        </nav>
        {phones.length > 0 && (
          <section>
            <h2 className="site-footer__heading"><FormattedMessage id="footer.phones" /></h2>
            <ul>
              {phones.map((phone) => (
                <li key={phone}><a href={`tel:${phone}`} dir="ltr">{digits(phone)}</a></li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="site-footer__bottom">
        <FormattedMessage id="footer.rights" values={{ name: intl.formatMessage({ id: 'app.name' }) }} />
        {version ? <span> · <FormattedMessage id="footer.version" values={{ version }} /></span> : null}
      </div>
    </footer>
  );
}
