/**
 * Catches a failing screen so the rest of the app stays usable; offers a retry. A chunk that failed to
 * load (a tab opened before a deploy, newVersion.ts) is not a crash: when the site's service worker
 * has the new build waiting, the screen is the "new version" message whose reload lets it take over
 * (after the unsaved-changes guard); otherwise the page reloads once onto the same address, and if that
 * did not help it shows the same message with a plain reload. Offline, a chunk that failed to load is
 * no new version: a reload would only bring the browser's own offline page (before the service worker
 * keeps the site's files), so the part shows the offline state in place, with a retry that reloads the
 * page once the connection is back.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPage } from './StatusPage';
import { FormattedMessage } from 'react-intl';
import { PageSpinner } from './PageSpinner';
import { NewVersion } from './NewVersion';
import { isStaleChunkError, newerBuildOffer, reloadOnceForNewVersion } from './newVersion';
import { reportFailure } from '@/lib/monitoring';
import { isOffline } from '@/api/connection';
import { useCountedLoadError } from './loadErrorsShown';

interface Props {
  children: ReactNode;
  /** Changing this key (e.g. the location) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
  /** a chunk failed to load: reloading the page (or asking the worker for the new build), the reload did not help, the new build's worker waits, or the browser is offline */
  staleChunk?: 'reloading' | 'failed' | 'newer' | 'offline';
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    if (!isStaleChunkError(error)) return { error, staleChunk: undefined };
    return { error, staleChunk: isOffline() ? 'offline' : 'reloading' };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
    if (this.state.staleChunk === 'reloading') {
      const newer = newerBuildOffer();
      if (!newer) {
        this.reloadOrFail(error);
        return;
      }
      // the new build's worker takes over from the prompt: the tab's state is asked about, not dropped
      const still = () => this.state.error === error;
      void newer.found().then(
        (found) => still() && (found ? this.setState({ staleChunk: 'newer' }) : this.reloadOrFail(error)),
        () => still() && this.reloadOrFail(error),
      );
    } else if (!this.state.staleChunk) reportFailure('boundary', error, { componentStack: (info.componentStack ?? '').slice(0, 2000) });
  }

  /** A missing chunk is reported when the reload did not bring it (the reload itself fixes a deploy). */
  private reloadOrFail(error: Error) {
    if (reloadOnceForNewVersion()) return;
    reportFailure('chunk', error);
    this.setState({ staleChunk: 'failed' });
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, staleChunk: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.staleChunk === 'reloading') return <PageSpinner />;
    if (this.state.staleChunk === 'failed') return <NewVersion />;
    if (this.state.staleChunk === 'offline') {
      return (
        <OfflinePart
          onRetry={() => {
            // its code is asked again by a page load, which offline would be the browser's error page;
            // online, as for a deploy: one reload, then the "new version" message if it did not help
            if (!isOffline() && !reloadOnceForNewVersion()) this.setState({ staleChunk: 'failed' });
          }}
        />
      );
    }
    if (this.state.staleChunk === 'newer') return <NewVersion onReload={() => newerBuildOffer()?.update()} />;
    return (
      <StatusPage
        tone="danger"
        title={<FormattedMessage id="app.error.title" />}
        subTitle={<FormattedMessage id="app.error.body" />}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }
}

/**
 * A part whose code did not arrive offline: the page's offline state, in the light status page the
 * crash page uses (no chunk of its own: what says "offline" must not need one), counted as a failed
 * load so the page is not called a saved copy.
 */
function OfflinePart({ onRetry }: { onRetry: () => void }) {
  useCountedLoadError();
  return (
    <StatusPage
      tone="warning"
      title={<FormattedMessage id="loadError.title" values={{ what: <FormattedMessage id="loadError.what.page" /> }} />}
      subTitle={<FormattedMessage id="loadError.reason.offline" />}
      extra={
        <Button onClick={onRetry}>
          <FormattedMessage id="app.retry" />
        </Button>
      }
    />
  );
}
