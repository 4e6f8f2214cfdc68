/** The blog search box, bound to the `search` query parameter by its parent. */
import { useIntl } from 'react-intl';
import { LightSearch } from '@/components/LightSearch';

export function BlogSearch({ search, onSearch, className }: { search: string; onSearch: (value: string) => void; className?: string }) {
  const intl = useIntl();
  return (
    <div className={['blog-search', className].filter(Boolean).join(' ')} role="search">
      <LightSearch
        key={search}
        defaultValue={search}
        placeholder={intl.formatMessage({ id: 'blog.searchPlaceholder' })}
        label={intl.formatMessage({ id: 'blog.search' })}
        onSearch={(value) => onSearch(value.trim())}
      />
    </div>
  );
}
