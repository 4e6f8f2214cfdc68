/**
 * The cell kinds of a resource column: a flag switched in place, an inline editable whole number
 * (position), a link and tags. Each keeps its own state so the table's columns stay memoised.
 */
import { useState } from 'react';
import { InputNumber, Switch, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from '@/components/links';
import { notify } from '@/api/notifier';
import { toLatinDigits } from '@/lib/digits';
import { useDigits } from '@/components/digits';
import type { ApiThunk, ResourceColumn } from './types';
import { CallInProgress, useApiCall } from './useApiCall';
import { useDelayedFlag } from './useDelayedFlag';

/**
 * How long a switch's call runs before its handle shows a spinner. The switch has already moved; a
 * spinner mounted with the press was a change of its own to lay out and paint in the press's frame.
 */
const SWITCH_SPINNER_DELAY_MS = 300;

/**
 * A boolean flag switched in place, optimistically: the switch moves at once and the call is sent once
 * that has painted (useApiCall's `afterPaint`: starting it in the press's own frame delayed the move); a
 * refused call (the server's message is shown by the baseQuery) puts it back and says so. The new
 * value is kept until the list reloads with the stored one (a reload that lands during the call does not
 * count: it was sent before the call). Optional state labels (active / inactive).
 */
export function ToggleCell({ checked, call, label, labels }: { checked: boolean; call(value: boolean): ApiThunk; label: string; labels?: { on: string; off: string } }) {
  const intl = useIntl();
  const { run, busy } = useApiCall();
  const slow = useDelayedFlag(busy, SWITCH_SPINNER_DELAY_MS);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  // the list reloaded with a stored value: show it; adjusted while rendering, not in an effect. A reload
  // that lands while this switch's call runs left before the call was made: the pressed value stays
  // until the call has answered (then the list reloads again, or a refusal puts the switch back)
  const [stored, setStored] = useState(checked);
  if (stored !== checked) {
    setStored(checked);
    if (!busy) setOptimistic(null);
  }
  return (
    <Switch
      size={labels ? 'medium' : 'small'}
      checked={optimistic ?? checked}
      loading={slow}
      aria-busy={busy}
      aria-label={label}
      checkedChildren={labels ? intl.formatMessage({ id: labels.on }) : undefined}
      unCheckedChildren={labels ? intl.formatMessage({ id: labels.off }) : undefined}
      onChange={(value) => {
        // the switch is not disabled while its call runs (no spinner yet): a second press changes nothing
        if (busy) return;
        setOptimistic(value);
        run(call(value), { afterPaint: true }).catch((error: unknown) => {
          // a second click while the first runs sends nothing and changes nothing
          if (error instanceof CallInProgress) return;
          setOptimistic(null);
          notify({ type: 'error', messageId: 'bulk.toggleReverted' });
        });
      }}
    />
  );
}

/**
 * A whole number edited in the row (min 1), saved on blur or Enter when it changed. A refused save
 * puts the stored value back and says so (the server's own message is shown by the baseQuery).
 */
export function NumberCell({ value, call, label }: { value: number | undefined; call(value: number): ApiThunk; label: string }) {
  const { run, busy } = useApiCall();
  const digits = useDigits();
  const [draft, setDraft] = useState<number | null>(value ?? null);
  // a new stored value (the list reloaded): edit from it; adjusted while rendering, not in an effect
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setDraft(value ?? null);
  }
  const save = () => {
    if (draft === value) return;
    if (draft == null || draft < 1 || !Number.isInteger(draft)) {
      // nothing is sent: the stored value is back and the reason is said (no silent 0 → 1)
      setDraft(value ?? null);
      notify({ type: 'warning', messageId: 'resource.number.min', values: { label, min: 1 } });
      return;
    }
    run(call(draft)).catch(() => {
      setDraft(value ?? null);
      notify({ type: 'error', messageId: 'admin.resource.numberReverted' });
    });
  };
  return (
    <InputNumber<number>
      size="small"
      // no `min`: antd would turn a typed 0 into 1 on screen without a save; `save` checks it and says why
      precision={0}
      value={draft}
      disabled={busy}
      aria-label={label}
      style={{ width: 80 }}
      // shown in the language's digits (Persian in fa), read back in any
      formatter={(number) => (number === undefined || String(number) === '' ? '' : digits(String(number)))}
      parser={(text) => Number(toLatinDigits(text ?? '').replace(/[^\d-]/g, ''))}
      onChange={(next) => setDraft(next)}
      onBlur={save}
      onPressEnter={save}
    />
  );
}

/** A link cell: an app path through the router, or an address opened in a new tab. */
export function LinkCell<T>({ record, column, children }: { record: T; column: ResourceColumn<T>; children: React.ReactNode }) {
  const to = column.link?.(record);
  if (!to) return <>{children}</>;
  if (column.external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={to}>{children}</Link>;
}

export function TagsCell({ tags }: { tags: readonly { label: React.ReactNode; color?: string; key?: string }[] }) {
  return (
    <>
      {tags.map((tag, i) => (
        <Tag key={tag.key ?? i} color={tag.color} style={{ marginBlock: 2 }}>
          {tag.label}
        </Tag>
      ))}
    </>
  );
}
