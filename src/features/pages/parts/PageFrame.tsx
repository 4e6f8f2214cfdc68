/** The frame of a company page: title, optional lead text, then the content (or spinner, or empty state). */
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { PluginEmpty } from './PluginEmpty';
import '../pages.css';

export interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  isLoading?: boolean;
  missing?: boolean;
  children?: ReactNode;
  /** narrow reading column (about us, no-app) */
  narrow?: boolean;
}

export function PageFrame({ title, lead, isLoading, missing, children, narrow }: PageFrameProps) {
  return (
    <div className={`site-container site-page${narrow ? ' site-page--narrow' : ''}`}>
      <header className="site-page__header">
        <h1 className="site-page__title">{title}</h1>
        {lead ? <p className="site-page__lead">{lead}</p> : null}
      </header>
      {isLoading ? <PageSpinner /> : missing ? <PluginEmpty /> : children}
    </div>
  );
}
