/** The card every auth screen sits in (NO_APP layout): a heading, the form and links below it. */
import type { ReactNode } from 'react';
import { Panel } from '@/components/Panel';
import './auth.css';
import { usePageMeta } from '@/components/usePageMeta';

export function AuthCard({ title, description, children, footer }: { title: string; description?: string; children: ReactNode; footer?: ReactNode }) {
  usePageMeta({ title, description, noIndex: true });
  return (
    <Panel className="auth-card" style={{ width: '100%', maxWidth: 440, marginBlock: 16 }}>
      <h1 className="auth-card__title">{title}</h1>
      {description && <p className="auth-card__description">{description}</p>}
      {children}
      {footer && <div style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>{footer}</div>}
    </Panel>
  );
}
