/**
 * The command palette (jump to any screen or action by typing), its own chunk: loaded on the first Ctrl+K / ⌘K or click of the
 * header's search button (PaletteLauncher). One combobox over one listbox: the screens the user's
 * roles open (route tree titles, both languages) and records found through the admin list calls
 * (useRecordLookup). Arrows move, Enter opens, Escape closes; the options are announced through
 * `aria-activedescendant` and a live count. Opening goes through the unsaved-changes guard.
 *
 * Enter acts on what was typed, never on a list that does not answer it yet: a record the query names
 * exactly (an invoice number, a mobile) is listed first, above the screens; Enter pressed while the
 * query's search is under way waits for it and then opens the first option (unless the arrows picked
 * one); keys typed while the palette was still loading (the launcher keeps them) are its query.
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

/** Keys typed after the palette was asked for, before its box had the focus (PaletteLauncher keeps them). */
export interface TypedAhead {
  text: string;
  enter: boolean;
}

function PaletteBody({ onClose, typedAhead }: { onClose(): void; typedAhead?: { current: TypedAhead } }) {
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
  // an Enter waiting for the search of this query (null: none): it acts only on that query's answer
  const enterQueued = useRef<string | null>(null);
  // the arrows picked an option since the query last changed: Enter opens that one, now
  const picked = useRef(false);

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
      // a record the query names exactly wins over the screens
      ...lookup.records.filter((r) => r.exact),
      ...matchScreens(screens, query)
        .slice(0, MAX_SCREENS)
        .map((s) => ({ key: `screen:${s.path}`, kind: 'screen' as const, label: s.title, hint: s.section || undefined, path: s.path })),
      ...lookup.records.filter((r) => !r.exact),
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
    if (enterQueued.current === null || enterQueued.current !== query || lookup.pending) return;
    enterQueued.current = null;
    if (options[0]) {
      onClose();
      void navigate(options[0].path);
    }
  }, [lookup.pending, options, query, onClose, navigate]);

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
      picked.current = true;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // typed and Enter at once: wait for the search of what was typed, then open its first option
      // (an exact match leads); the screens listed meanwhile do not answer the query yet
      if (lookup.pending && !picked.current) enterQueued.current = query;
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
          enterQueued.current = null;
          picked.current = false;
        }}
        onFocus={() => {
          // what was typed while the palette loaded is the start of the query (and its Enter waits for the search)
          const ahead = typedAhead?.current;
          if (!ahead || (!ahead.text && !ahead.enter)) return;
          typedAhead.current = { text: '', enter: false };
          // an Enter with nothing typed before it opens nothing: the palette is simply open
          if (!ahead.text) return;
          const typed = query + ahead.text;
          setQuery(typed);
          if (ahead.enter) enterQueued.current = typed;
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

export default function CommandPalette({ onClose, typedAhead }: { onClose(): void; typedAhead?: { current: TypedAhead } }) {
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
      <PaletteBody onClose={onClose} typedAhead={typedAhead} />
    </Modal>
  );
}
