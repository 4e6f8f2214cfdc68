/**
 * The reply modal of a comment list (spec §2, §5): the original comment read-only (author, date,
 * text) and a required reply of at most 1000 characters. OK shows loading and a double click sends
 * one request; success closes it, a failure keeps it open with the typed reply (the server's message
 * is shown by the baseQuery).
 */
import { Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useDirtyFormModal } from '@/components/unsaved/useDirtyFormModal';
import { useIntl } from 'react-intl';
import { DateText } from '@/components/JalaliDate';
import { useRules } from '@/components/form';
import type { ApiThunk } from '../types';
import { useApiCall } from '../useApiCall';
import { useShowCount } from '@/components/digits';

/** Reply length limit (spec §5). */
export const REPLY_MAX = 1000;

/** The comment being answered, as the comment lists carry it. */
export interface ReplyOriginal {
  comment: string;
  createdAt?: string | null;
  /** the author, or only their id (no name to show) */
  user?: { firstName?: string | null; lastName?: string | null } | string | null;
}

export interface ReplyModalProps {
  comment: ReplyOriginal;
  /** The reply call: `(reply) => api.endpoints.addProductComment.initiate({ comment: reply, confirm: true, parent, product })`. */
  onSubmit(reply: string): ApiThunk;
  /** Closed: `sent` is true after a successful reply. */
  onClose(sent: boolean): void;
  /** Message id of the title; default "Reply to the comment". */
  title?: string;
}

export function ReplyModal({ comment, onSubmit, onClose, title = 'resourceFields.reply.title' }: ReplyModalProps) {
  const showCount = useShowCount();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useRules();
  const [form] = Form.useForm<{ reply: string }>();
  const save = useApiCall();
  // a typed reply: closing or leaving asks first
  const guard = useDirtyFormModal(() => onClose(false));
  const heading = t(title);
  const replyLabel = t('resourceFields.reply.reply');
  const author = typeof comment.user === 'object' && comment.user ? [comment.user.firstName, comment.user.lastName].filter(Boolean).join(' ') : '';

  const submit = async ({ reply }: { reply: string }) => {
    try {
      await save.run(onSubmit(reply.trim()));
      onClose(true);
    } catch {
      // failed (or the second click of a double click): the modal stays open with the typed reply
    }
  };

  return (
    <Modal
      open
      title={heading}
      width={450}
      onCancel={guard.close}
      onOk={() => form.submit()}
      okText={t('resourceFields.reply.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.busy }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        aria-label={t('resourceFields.reply.original')}
        items={[
          { key: 'author', label: t('resourceFields.reply.author'), children: author || '—' },
          { key: 'date', label: t('resourceFields.reply.date'), children: comment.createdAt ? <DateText value={comment.createdAt} withTime /> : '—' },
          {
            key: 'comment',
            label: t('resourceFields.reply.original'),
            children: (
              <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="reply-original">
                {comment.comment}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      <Form form={form} layout="vertical" name="reply-form" onFinish={submit} onValuesChange={guard.changed} aria-label={heading}>
        <Form.Item name="reply" label={replyLabel} rules={[rules.required(replyLabel), rules.max(replyLabel, REPLY_MAX)]}>
          <Input.TextArea dir="auto" rows={4} maxLength={REPLY_MAX} showCount={showCount} autoFocus />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
