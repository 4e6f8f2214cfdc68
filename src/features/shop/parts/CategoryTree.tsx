/** The category tree sidebar with product counts; links keep the current search. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { Skeleton } from 'antd';
import type { ProductCategory } from '@/api/schemas';
import { formatNumber } from '@/lib/number';
import { isFaLocale } from '@/lib/locale';
import { paths } from '@/lib/paths';

export interface CategoryTreeProps {
  tree: ProductCategory[] | undefined;
  loading?: boolean;
  active?: string;
  search?: string;
}

function Nodes({ nodes, active, search }: { nodes: ProductCategory[]; active?: string; search?: string }) {
  const { locale } = useIntl();
  return (
    <ul className="category-tree__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={paths.shopCategory(node.alias, search)}
            className={`category-tree__link${node.alias === active ? ' is-active' : ''}`}
            aria-current={node.alias === active ? 'page' : undefined}
          >
            <span>{node.title}</span>
            <span className="category-tree__count">{formatNumber(node.products ?? 0, { persianDigits: isFaLocale(locale) })}</span>
          </Link>
          {node.children?.length ? <Nodes nodes={node.children} active={active} search={search} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryTree({ tree, loading, active, search }: CategoryTreeProps) {
  // its own id: the phone's category drawer shows a second tree beside the page's
  const titleId = useId();
  return (
    <nav className="shop-widget category-tree" aria-labelledby={titleId}>
      <h2 className="shop-widget__title" id={titleId}>
        <FormattedMessage id="shop.categories" />
      </h2>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : (
        <>
          <Link to={paths.shopCategory(undefined, search)} className={`category-tree__link${active ? '' : ' is-active'}`}>
            <FormattedMessage id="shop.allProducts" />
          </Link>
          <Nodes nodes={tree ?? []} active={active} search={search} />
        </>
      )}
    </nav>
  );
}
