/** One comment or reply form: required, max 1000; disabled with a login link for guests. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/links';
import { useRules } from '@/components/form';
import { useCountConfig } from '@/components/digits';
import type { CommentSubmit } from './types';
import { here, paths } from '@/lib/paths';

export const COMMENT_MAX = 1000;

export interface CommentFormProps {
  onSubmit: CommentSubmit;
  parent?: string | null;
  canComment: boolean;
  /** Called after a successful post (a reply form closes itself). */
  onDone?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({ onSubmit, parent = null, canComment, onDone, autoFocus }: CommentFormProps) {
  const intl = useIntl();
  const rules = useRules();
  const location = useLocation();
  const [form] = Form.useForm<{ comment: string }>();
  const [sending, setSending] = useState(false);
  const counter = useCountConfig(COMMENT_MAX);
  const label = intl.formatMessage({ id: parent ? 'comments.reply' : 'comments.comment' });

  const finish = async ({ comment }: { comment: string }) => {
    if (sending) return;
    setSending(true);
    try {
      const ok = await onSubmit({ comment: comment.trim(), parent });
      if (ok) {
        form.resetFields();
        onDone?.();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} name={parent ? `reply-${parent}` : "comment-new"} layout="vertical" onFinish={finish} disabled={!canComment} className="comment-form">
      <Form.Item name="comment" label={label} rules={[rules.required(label), rules.max(label, COMMENT_MAX)]}>
        <Input.TextArea rows={parent ? 2 : 4} count={counter} autoFocus={autoFocus} />
      </Form.Item>
      <div className="comment-form__actions">
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={sending}>
          <FormattedMessage id={parent ? 'comments.sendReply' : 'comments.send'} />
        </Button>
        {!canComment && (
          <span className="comment-form__guest">
            <FormattedMessage
              id="comments.loginToComment"
              values={{ login: (text) => <Link to={paths.login(here(location))}>{text}</Link> }}
            />
          </span>
        )}
      </div>
    </Form>
  );
}
