/** A result inside an auth card (mail sent, link missing): antd Result's layout without its chunk. */
import type { ReactNode } from 'react';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

export function AuthResult({ status, title, subTitle, extra }: { status: 'success' | 'warning'; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  return (
    <section className={`auth-result auth-result--${status}`} role="status">
      <span className="auth-result__icon" aria-hidden>
        {status === 'success' ? <CheckCircleFilled /> : <ExclamationCircleFilled />}
      </span>
      <h2 className="auth-result__title">{title}</h2>
      {subTitle && <p className="auth-result__subtitle">{subTitle}</p>}
      {extra && <div className="auth-result__extra">{extra}</div>}
    </section>
  );
}
