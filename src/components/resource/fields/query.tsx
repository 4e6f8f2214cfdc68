/** What the remote fields need of an RTK Query endpoint answering a plain array (`all`, trees). */
import { Button, Space, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';

/** The part of a query hook's result the fields read. */
export interface ArrayQueryResult<T> {
  data?: T[];
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

/**
 * A query endpoint answering an array: `api.endpoints.brandAll`, `api.endpoints.productCategoryTree`.
 * `T` is what each item must at least be (UserSelect needs users); the fields infer the real item type.
 */
export interface ArrayEndpoint<T = unknown> {
  // the argument is whatever the endpoint takes (`ArgOf`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  useQuery(arg: any, options?: { skip?: boolean }): ArrayQueryResult<T>;
  /** RTK Query's type-only description of the endpoint (undefined at run time). */
  Types: { ResultType: readonly T[]; QueryArg: unknown };
}

/** The item (node) type an endpoint answers. */
export type ItemOf<E extends ArrayEndpoint> = E['Types']['ResultType'][number];

/** The argument an endpoint's query takes (`void` for most `all` and tree calls). */
export type ArgOf<E extends ArrayEndpoint> = E['Types']['QueryArg'];

/** The popup's empty content: a spinner while loading, the error with a retry, or "nothing found". */
export function QueryState({ query }: { query: ArrayQueryResult<unknown> }) {
  const intl = useIntl();
  if (query.isFetching) return <Spin size="small" style={{ display: 'block', margin: '8px auto' }} />;
  if (query.isError) {
    return (
      <Space orientation="vertical" size={4} style={{ padding: 8 }} role="alert">
        <Typography.Text type="danger">{intl.formatMessage({ id: 'resourceFields.loadError' })}</Typography.Text>
        <Button size="small" onClick={() => query.refetch()}>
          {intl.formatMessage({ id: 'resourceFields.retry' })}
        </Button>
      </Space>
    );
  }
  return <Typography.Text type="secondary">{intl.formatMessage({ id: 'resourceFields.empty' })}</Typography.Text>;
}
