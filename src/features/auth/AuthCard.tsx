/** The card every auth screen sits in (NO_APP layout): a heading, the form and links below it. */
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { usePageMeta } from '@/components/usePageMeta';

export function AuthCard({ title, description, children, footer }: { title: string; description?: string; children: ReactNode; footer?: ReactNode }) {
  usePageMeta({ title, description, noIndex: true });
  return (
    <Card className="auth-card" style={{ width: '100%', maxWidth: 440, marginBlock: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {children}
      {footer && <div style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>{footer}</div>}
    </Card>
  );
}
