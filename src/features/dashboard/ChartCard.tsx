/**
 * One dashboard card: its title, and in place of its content a spinner while loading, its own
 * LoadError with retry when its call failed (the other cards keep rendering), or an empty state.
 */
import type { ReactNode } from 'react';
import { Card, Empty, Spin } from 'antd';
import { FormattedMessage } from 'react-intl';
import { LoadError, type QueryLike } from '@/components/LoadError';

export interface ChartCardProps {
  /** the card's id: data-testid `chart-<id>` */
  id: string;
  title: ReactNode;
  query: QueryLike & { isLoading: boolean };
  /** the answer arrived but has nothing to show */
  empty: boolean;
  children: ReactNode;
  extra?: ReactNode;
}

export function ChartCard({ id, title, query, empty, children, extra }: ChartCardProps) {
  const failed = query.isError && query.data === undefined;
  let body: ReactNode;
  if (failed) {
    body = <LoadError error={query.error} what={title} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.isLoading || query.data === undefined) {
    body = (
      <div className="dash-card__state">
        <Spin />
      </div>
    );
  } else if (empty) {
    body = (
      <div className="dash-card__state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="dashboard.empty" />} />
      </div>
    );
  } else {
    body = children;
  }
  return (
    <Card
      className="dash-card"
      size="small"
      title={<h3 className="dash-card__title">{title}</h3>}
      extra={failed ? undefined : extra}
      data-testid={`chart-${id}`}
      data-state={failed ? 'error' : query.data === undefined ? 'loading' : empty ? 'empty' : 'ready'}
    >
      {body}
    </Card>
  );
}
