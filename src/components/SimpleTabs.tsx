/**
 * Accessible tabs for public pages (tablist, arrow keys, Home/End). antd Tabs brings its overflow
 * menu and dropdown into the first load; a product page needs two tabs. A panel mounts when first
 * opened and stays mounted, so lazy content (e.g. comments) loads only on demand. A press paints the
 * chosen tab and its panel at once; what a panel opened for the first time holds renders right after,
 * in React's background render, so mounting it (the comments' placeholder and their chunk) is never
 * part of the press's own frame.
 */
import { startTransition, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SimpleTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export function SimpleTabs({ items, className, defaultKey }: { items: SimpleTab[]; className?: string; defaultKey?: string }) {
  const id = useId();
  const [active, setActive] = useState(defaultKey ?? items[0]?.key);
  const [opened, setOpened] = useState<Set<string>>(() => new Set(active ? [active] : []));

  const select = (key: string) => {
    setActive(key);
    startTransition(() => setOpened((previous) => (previous.has(key) ? previous : new Set(previous).add(key))));
    document.getElementById(`${id}-tab-${key}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.key === active);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>;
    let next = -1;
    if (event.key in step) next = (index + step[event.key] + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    select(items[next].key);
  };

  return (
    <div className={['simple-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" className="simple-tabs__list">
        {items.map((item) => (
          <button
            key={item.key}
            id={`${id}-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className={`simple-tabs__tab${item.key === active ? ' simple-tabs__tab--active' : ''}`}
            onClick={() => select(item.key)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        opened.has(item.key) || item.key === active ? (
          <div
            key={item.key}
            id={`${id}-panel-${item.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
            className="simple-tabs__panel"
          >
            {opened.has(item.key) ? item.children : null}
          </div>
        ) : null,
      )}
    </div>
  );
}
