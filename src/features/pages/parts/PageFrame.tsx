/** The frame of a company page: title, optional lead text, then the content (or spinner, or empty state). */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import type { PluginContent } from '../usePluginContent';
import { PluginEmpty } from './PluginEmpty';
import '../pages.css';

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  isLoading?: boolean;
  missing?: boolean;
  /** The content could not be loaded: shown in place of it, with a retry. */
  failure?: PluginContent['failure'];
  children?: ReactNode;
  /** narrow reading column (about us, no-app) */
  narrow?: boolean;
}

export function PageFrame({ title, lead, isLoading, missing, failure, children, narrow }: PageFrameProps) {
  return (
    <div className={`site-container site-page${narrow ? ' site-page--narrow' : ''}`}>
      <header className="site-page__header">
        <h1 className="site-page__title">{title}</h1>
        {lead ? <p className="site-page__lead">{lead}</p> : null}
      </header>
      {failure ? (
        <LoadError error={failure.error} what={<FormattedMessage id="loadError.what.page" />} onRetry={failure.retry} retrying={failure.retrying} />
      ) : isLoading ? (
        <PageSpinner />
      ) : missing ? (
        <PluginEmpty />
      ) : (
        children
      )}
    </div>
  );
}
