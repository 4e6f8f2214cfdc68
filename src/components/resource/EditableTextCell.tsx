/**
 * An inline editable text (role and permission captions, admin spec §2): the row goes view → edit →
 * save or cancel. Cancel (or Escape) restores the cached value; a refused save puts the stored value
 * back and says so (the server's own message is shown by the baseQuery). An unchanged text saves nothing.
 */
import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { notify } from '@/api/notifier';
import type { ApiThunk } from './types';
import { useApiCall } from './useApiCall';

export interface EditableTextCellProps {
  value: string;
  /** The save call with the new text. */
  call(value: string): ApiThunk;
  /** The column's label (for screen readers). */
  label: string;
  maxLength?: number;
}

export function EditableTextCell({ value, call, label, maxLength }: EditableTextCellProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { run, busy } = useApiCall();
  const [editing, setEditing] = useState(false);
  /** What the row shows: the stored value, or the saved text until the list reloads. */
  const [shown, setShown] = useState(value);
  const [draft, setDraft] = useState(value);
  // a new stored value (the list reloaded): show it; adjusted while rendering, not in an effect
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setShown(value);
    setDraft(value);
  }

  const cancel = () => {
    setDraft(shown);
    setEditing(false);
  };
  const save = () => {
    const next = draft.trim();
    if (next === shown) {
      setEditing(false);
      return;
    }
    run(call(next))
      .then(() => {
        setShown(next);
        setEditing(false);
      })
      .catch(() => {
        setDraft(shown);
        setEditing(false);
        notify({ type: 'error', messageId: 'admin.resource.numberReverted' });
      });
  };

  if (!editing) {
    return (
      <Space size={4} className="resource-editable-text">
        <span>{shown}</span>
        <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')} ${label}`} onClick={() => setEditing(true)} />
      </Space>
    );
  }
  return (
    <Space.Compact size="small" style={{ width: '100%', minWidth: 180 }}>
      <Input
        autoFocus
        value={draft}
        maxLength={maxLength}
        aria-label={label}
        disabled={busy}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={save}
        onKeyDown={(e) => {
          if (e.key === 'Escape') cancel();
        }}
      />
      <Button icon={<CheckOutlined />} loading={busy} aria-label={t('common.save')} onClick={save} />
      <Button icon={<CloseOutlined />} disabled={busy} aria-label={t('common.cancel')} onClick={cancel} />
    </Space.Compact>
  );
}
