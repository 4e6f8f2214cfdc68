/**
 * A light status page (404, 403, errors). antd's Result brings its large SVG illustrations into the
 * first-load chunk; this keeps the error pages, which every route tree needs, a few hundred bytes.
 */
import type { ReactNode } from 'react';
import { useDigits } from './digits';

export function StatusPage({ code, title, subTitle, extra, tone = 'neutral' }: {
  code?: string;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
}) {
  const digits = useDigits();
  return (
    <section className={`status-page status-page--${tone}`} role={tone === 'neutral' ? undefined : 'alert'}>
      {code && (
        <div className="status-page__code" aria-hidden>
          {digits(code)}
        </div>
      )}
      <h1 className="status-page__title">{title}</h1>
      {subTitle && <p className="status-page__subtitle">{subTitle}</p>}
      {extra && <div className="status-page__extra">{extra}</div>}
    </section>
  );
}
