/** The blog search box, bound to the `search` query parameter by its parent. */
import { Input } from 'antd';
import { useIntl } from 'react-intl';

export function BlogSearch({ search, onSearch, className }: { search: string; onSearch: (value: string) => void; className?: string }) {
  const intl = useIntl();
  return (
    <div className={['blog-search', className].filter(Boolean).join(' ')} role="search">
      <Input.Search
        key={search}
        defaultValue={search}
        allowClear
        enterButton
        placeholder={intl.formatMessage({ id: 'blog.searchPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'blog.search' })}
        onSearch={(value) => onSearch(value.trim())}
      />
    </div>
  );
}
