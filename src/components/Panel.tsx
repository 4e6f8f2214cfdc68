/**
 * A light card for the public pages: antd's Card look (border, radius, head, body, small size,
 * hover shadow) without antd's Card, which brings Tabs, Dropdown and rc-menu into the first load.
 */
import type { CSSProperties, ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  size?: 'small' | 'default';
  hoverable?: boolean;
  borderless?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function Panel({ title, children, className, size = 'default', hoverable, borderless, style, 'data-testid': testId }: PanelProps) {
  const classes = ['panel', size === 'small' && 'panel--small', hoverable && 'panel--hoverable', borderless && 'panel--borderless', className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style} data-testid={testId}>
      {title && <div className="panel__head">{title}</div>}
      <div className="panel__body">{children}</div>
    </div>
  );
}
