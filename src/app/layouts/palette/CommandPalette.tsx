/**
 * The command palette (jump to any screen or action by typing), its own chunk: loaded on the first Ctrl+K / ⌘K or click of the
 * header's search button (PaletteLauncher). One combobox over one listbox: the screens the user's
 * roles open (route tree titles, both languages) and records found through the admin list calls
 * (useRecordLookup). Arrows move, Enter opens, Escape closes; the options are announced through
 * `aria-activedescendant` and a live count. Opening goes through the unsaved-changes guard.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Modal, Tag, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useRoutesQuery } from '@/api/services/site';
import { useGuardedNavigate } from '@/components/unsaved/useUnsavedChanges';
import { paths } from '@/lib/paths';
import { useAuth } from '@/state/useAuth';
import { fallbackRouteTree } from '../../router/fallbackRoutes';
import { allows, matchScreens, paletteScreens } from './paletteScreens';
import { useRecordLookup, type RecordKind } from './useRecordLookup';
import './palette.css';

const MAX_SCREENS = 50;

interface Option {
  key: string;
  kind: 'screen' | RecordKind;
  label: string;
  hint?: string;
  path: string;
}

const KIND_COLOR: Record<Option['kind'], string | undefined> = { screen: undefined, invoice: 'gold', product: 'green', post: 'blue', user: 'purple' };

function PaletteBody({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useGuardedNavigate();
  const { roles } = useAuth();
  const { data: tree, isError } = useRoutesQuery();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<InputRef>(null);
  const list = useRef<HTMLUListElement>(null);
  const enterQueued = useRef(false);

  const screens = useMemo(() => paletteScreens(isError ? fallbackRouteTree : tree, roles, intl.locale), [tree, isError, roles, intl.locale]);
  const kinds = useMemo(
    () => ({
      invoice: allows(screens, paths.adminInvoices),
      product: allows(screens, paths.products),
      post: allows(screens, paths.posts),
      user: allows(screens, paths.users),
    }),
    [screens],
  );
  const lookup = useRecordLookup(query, kinds, intl.locale);
  const options = useMemo<Option[]>(
    () => [
      ...matchScreens(screens, query)
        .slice(0, MAX_SCREENS)
        .map((s) => ({ key: `screen:${s.path}`, kind: 'screen' as const, label: s.title, hint: s.section || undefined, path: s.path })),
      ...lookup.records,
    ],
    [screens, query, lookup.records],
  );
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    void navigate(option.path);
  };

  // Enter typed before the lookup answered opens the first option once it has
  useEffect(() => {
    if (!enterQueued.current || lookup.pending) return;
    enterQueued.current = false;
    if (options[0]) {
      onClose();
      void navigate(options[0].path);
    }
  }, [lookup.pending, options, onClose, navigate]);

  useEffect(() => {
    if (current < 0) return;
    const option = list.current?.querySelector(`[data-index="${current}"]`);
    // jsdom has no scrollIntoView
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // typed and Enter at once: wait for the lookup, then open the first option (an invoice number)
      if (lookup.pending && active === 0) enterQueued.current = true;
      else open(options[current]);
    }
  };

  const status = lookup.pending
    ? t('palette.searching')
    : t('palette.count', { count: options.length });

  return (
    <div className="palette">
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-label={t('palette.label')}
        aria-describedby={`${listId}-status`}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          enterQueued.current = false;
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <ul ref={list} id={listId} role="listbox" aria-label={t('palette.results')} className="palette__list">
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            data-index={index}
            role="option"
            aria-selected={index === current}
            className={`palette__option${index === current ? ' palette__option--active' : ''}`}
            onMouseMove={() => index !== current && setActive(index)}
            onClick={() => open(option)}
            onKeyDown={(event) => event.key === 'Enter' && open(option)}
          >
            <Tag color={KIND_COLOR[option.kind]} className="palette__kind">
              {t(`palette.kind.${option.kind}`)}
            </Tag>
            <span className="palette__label">{option.label}</span>
            {option.hint && <span className="palette__hint">{option.hint}</span>}
          </li>
        ))}
      </ul>
      <div className="palette__footer">
        <span id={`${listId}-status`} role="status" aria-live="polite" className="palette__status">
          {status}
        </span>
        {lookup.failed && !lookup.pending && (
          <span className="palette__failed">
            {t('palette.failed')}{' '}
            <Button size="small" type="link" onClick={() => { lookup.retry(); input.current?.focus(); }}>
              {t('palette.retry')}
            </Button>
          </span>
        )}
        <span className="palette__keys" aria-hidden>
          {t('palette.keys')}
        </span>
      </div>
    </div>
  );
}

export default function CommandPalette({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={intl.formatMessage({ id: 'palette.title' })}
      width={600}
      className="palette-modal"
      style={{ top: 64 }}
    >
      <PaletteBody onClose={onClose} />
    </Modal>
  );
}
