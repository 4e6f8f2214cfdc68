/** One store's contact information and the links that open it in three map services. */
import { Button } from 'antd';
import { Panel } from '@/components/Panel';
import { AimOutlined, EnvironmentOutlined, GlobalOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreContact } from '@/api/schemas';
import { splitPhones } from '@/lib/phone';
import { toPersianDigits } from '@/lib/digits';
import { storeAddress } from '@/lib/address';
import { httpUrl } from '@/lib/safeUrl';
import { mapLinks } from '../mapLinks';

export function StoreCard({ store, onShowOnMap }: { store: StoreContact; onShowOnMap?: (store: StoreContact) => void }) {
  const intl = useIntl();
  const digits = (value: string) => (intl.locale === 'fa' ? toPersianDigits(value) : value);
  const phones = [...splitPhones(store.tel), ...splitPhones(store.mobile)];
  // a website that is not an absolute http(s) address is shown as text, never as a link
  const website = httpUrl(store.website);
  const address = storeAddress(store, intl.locale);
  const location = store.location ? { lat: Number(store.location.lat), lng: Number(store.location.lng) } : null;

  return (
    <Panel className="store-card" size="small" title={<h3 className="store-card__name">{store.name}</h3>}>
      <ul className="store-card__facts">
        {address && (
          <li>
            <EnvironmentOutlined aria-hidden />
            <span>{address}</span>
          </li>
        )}
        {phones.map((phone) => (
          <li key={phone}>
            <PhoneOutlined aria-hidden />
            <a href={`tel:${phone}`} dir="ltr">{digits(phone)}</a>
          </li>
        ))}
        {store.email && (
          <li>
            <MailOutlined aria-hidden />
            <a href={`mailto:${store.email}`} dir="ltr">{store.email}</a>
          </li>
        )}
        {store.website && (
          <li>
            <GlobalOutlined aria-hidden />
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer" dir="ltr">{store.website.replace(/^https?:\/\//, '')}</a>
            ) : (
              <span dir="ltr">{store.website}</span>
            )}
          </li>
        )}
      </ul>
      {location && (
        <div className="store-card__maps">
          {onShowOnMap && (
            <Button size="small" icon={<AimOutlined />} onClick={() => onShowOnMap(store)}>
              <FormattedMessage id="pages.contact.showOnMap" />
            </Button>
          )}
          <span className="store-card__open">
            <FormattedMessage id="pages.contact.openIn" />
          </span>
          {mapLinks(location).map((link) => (
            <a
              key={link.service}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: 'pages.contact.openInService' }, { store: store.name, service: intl.formatMessage({ id: `pages.contact.map.${link.service}` }) })}
            >
              <FormattedMessage id={`pages.contact.map.${link.service}`} />
            </a>
          ))}
        </div>
      )}
    </Panel>
  );
}
