/**
 * A page's standing notice (the home page's delivery hours): antd's warning Alert look in the site's
 * own markup and styles (notice.css), so that antd's Alert stays off the home page's first load.
 * A note, not an alert: it is part of the page, not news to announce.
 */
import type { ReactNode } from 'react';
import './notice.css';

export function Notice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `notice ${className}` : 'notice'} role="note">
      <span className="notice__icon" aria-hidden="true" />
      <p className="notice__text">{children}</p>
    </div>
  );
}
