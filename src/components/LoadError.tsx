/**
 * A failed load, shown in place of what could not be loaded: what failed, why (network, timeout, a
 * server error, an answer that could not be read or did not match its schema, a refusal) and a retry
 * button; the rest of the page and the navigation keep working. The notification for the failure is
 * shown once by the data layer (baseQuery / catchSchemaFailure), never here. Offline (no network and no
 * saved copy) it is the calm state beside the offline indicator: a warning rather than an error, a
 * status rather than an alert (the indicator has announced the situation already), and no
 * notification at all.
 */
import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { isOffline } from '@/api/connection';
import { useCountedLoadError } from './loadErrorsShown';

export type LoadErrorReason = 'offline' | 'network' | 'timeout' | 'badAnswer' | 'server' | 'refused' | 'unknown';

/** Why a query failed, from its error (an ApiError, or a SerializedError when something threw). */
export function loadErrorReason(error: unknown): LoadErrorReason {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  // no network and no saved copy (the service worker keeps the public answers a visitor has seen)
  if ((status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') && isOffline()) return 'offline';
  if (status === 'FETCH_ERROR') return 'network';
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  if (status === 'PARSING_ERROR' || status === 'CUSTOM_ERROR') return 'badAnswer';
  if (typeof status === 'number' && status >= 500) return 'server';
  if (status === 'API_ERROR' || typeof status === 'number') return 'refused';
  return 'unknown';
}

export interface LoadErrorProps {
  /** The query's error. */
  error?: unknown;
  /** Refetches what failed. */
  onRetry: () => void;
  /** What could not be loaded, e.g. <FormattedMessage id="shop.product.what" />; "This content" when omitted. */
  what?: ReactNode;
  /** A retry is under way. */
  retrying?: boolean;
  /** A smaller one-line form for a part of a page (a sidebar block, a select). */
  compact?: boolean;
  className?: string;
}

export function LoadError({ error, onRetry, what, retrying = false, compact = false, className }: LoadErrorProps) {
  useCountedLoadError();
  const reason = loadErrorReason(error);
  const status = error && typeof error === 'object' && 'status' in error ? String((error as { status: unknown }).status) : '';
  const offline = reason === 'offline';
  return (
    <Alert
      className={['load-error', className].filter(Boolean).join(' ')}
      data-testid="load-error"
      type={offline ? 'warning' : 'error'}
      showIcon
      role={offline ? 'status' : 'alert'}
      title={
        <FormattedMessage id="loadError.title" values={{ what: what ?? <FormattedMessage id="loadError.thisContent" /> }} />
      }
      description={compact ? undefined : <FormattedMessage id={`loadError.reason.${reason}`} values={{ status }} />}
      action={
        <Button size={compact ? 'small' : 'middle'} icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          <FormattedMessage id="app.retry" />
        </Button>
      }
    />
  );
}

/** The server answered that the thing does not exist or is not for this user (detail pages show 404). */
export function isRefusal(error: unknown): boolean {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 404 || status === 403 || status === 'API_ERROR';
}

/** The parts of an RTK Query hook result QueryLoadError needs. */
export interface QueryLike {
  isError: boolean;
  isFetching: boolean;
  data?: unknown;
  error?: unknown;
  refetch: () => unknown;
}

/** The query failed and has nothing to show: what QueryLoadError shows itself for (a slot reserved for it stays out otherwise). */
export function queryFailed(query: QueryLike): boolean {
  return query.isError && query.data === undefined;
}

/**
 * The LoadError of one query, or nothing while it has data or has not failed: for the calls that feed
 * a part of a screen (a select's options, a sidebar block), e.g. as a Form.Item's `extra`.
 */
export function QueryLoadError({ query, what, compact = true }: { query: QueryLike; what?: ReactNode; compact?: boolean }) {
  if (!queryFailed(query)) return null;
  return <LoadError compact={compact} error={query.error} what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
