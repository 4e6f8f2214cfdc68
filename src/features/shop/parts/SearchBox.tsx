/** The product search box; its text follows the URL (back/forward) and a search starts at page 1. */
import { Input } from 'antd';
import { useIntl } from 'react-intl';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shop.search' });
  return (
    <div className="shop-widget" role="search">
      <Input.Search
        key={value}
        defaultValue={value}
        allowClear
        enterButton
        placeholder={intl.formatMessage({ id: 'shop.searchPlaceholder' })}
        aria-label={label}
        onSearch={(text) => onSearch(text.trim())}
      />
    </div>
  );
}
