/**
 * Catches a failing screen so the rest of the app stays usable; offers a retry. A chunk that failed to
 * load (a tab opened before a deploy, newVersion.ts) is not a crash: the page reloads once onto the
 * same address, and if that did not help it shows the "new version" message with a reload button.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPage } from './StatusPage';
import { FormattedMessage } from 'react-intl';
import { PageSpinner } from './PageSpinner';
import { NewVersion } from './NewVersion';
import { isStaleChunkError, reloadOnceForNewVersion } from './newVersion';
import { reportFailure } from '@/lib/monitoring';

interface Props {
  children: ReactNode;
  /** Changing this key (e.g. the location) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
  /** a chunk failed to load: reloading the page, or the reload did not help */
  staleChunk?: 'reloading' | 'failed';
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error, staleChunk: isStaleChunkError(error) ? 'reloading' : undefined };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
    // a missing chunk is reported when the reload did not bring it (the reload itself fixes a deploy)
    if (this.state.staleChunk === 'reloading' && !reloadOnceForNewVersion()) {
      reportFailure('chunk', error);
      this.setState({ staleChunk: 'failed' });
    } else if (!this.state.staleChunk) reportFailure('boundary', error, { componentStack: (info.componentStack ?? '').slice(0, 2000) });
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, staleChunk: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.staleChunk === 'reloading') return <PageSpinner />;
    if (this.state.staleChunk === 'failed') return <NewVersion />;
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
