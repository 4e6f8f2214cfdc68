/** Catches a failing screen so the rest of the app stays usable; offers a retry. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPage } from './StatusPage';
import { FormattedMessage } from 'react-intl';

interface Props {
  children: ReactNode;
  /** Changing this key (e.g. the location) clears a caught error. */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
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
