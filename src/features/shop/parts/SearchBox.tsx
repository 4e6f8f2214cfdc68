/** The product search box; its text follows the URL (back/forward) and a search starts at page 1. */
import { useIntl } from 'react-intl';
import { LightSearch } from '@/components/LightSearch';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const intl = useIntl();
  return (
    <div className="shop-widget" role="search">
      <LightSearch
        key={value}
        defaultValue={value}
        placeholder={intl.formatMessage({ id: 'shop.searchPlaceholder' })}
        label={intl.formatMessage({ id: 'shop.search' })}
        onSearch={(text) => onSearch(text.trim())}
      />
    </div>
  );
}
