/** The latest-products widget: 5 products, most recently updated first. */
import { Skeleton } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/links';
import { useProductAllQuery } from '@/api/services/site';
import { finalPrice } from '@/lib/productPrice';
import { LoadError } from '@/components/LoadError';
import { Money } from '@/components/Money';
import { ProductImage } from './ProductImage';
import { paths } from '@/lib/paths';
import { LATEST_ARGS } from '../lib/listParams';

export function LatestProducts() {
  const { data, isLoading, isError, error, isFetching, refetch } = useProductAllQuery(LATEST_ARGS);
  if (isError && !data) {
    return (
      <section className="shop-widget latest-products">
        <LoadError compact error={error} what={<FormattedMessage id="shop.latest" />} onRetry={() => void refetch()} retrying={isFetching} />
      </section>
    );
  }
  if (!isLoading && !data?.length) return null;
  return (
    <section className="shop-widget latest-products" aria-labelledby="latest-products-title">
      <h2 className="shop-widget__title" id="latest-products-title">
        <FormattedMessage id="shop.latest" />
      </h2>
      {isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : (
        <ul className="latest-products__list">
          {data?.map((p) => (
            <li key={p.id}>
              <Link to={paths.product(p.alias)} className="latest-products__item">
                <ProductImage fileId={p.files[0]?.id} alt="" width={75} height={75} />
                <span className="latest-products__text">
                  <span className="latest-products__name">{p.name}</span>
                  <Money value={finalPrice(p.price, p.discount)} className="latest-products__price" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
