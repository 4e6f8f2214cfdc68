/**
 * Opens the command palette: Ctrl+K / ⌘K anywhere in the dashboard (any keyboard layout: the key's
 * code is read too), or the search button in the header (mouse, touch, phone width). The palette is
 * its own chunk, loaded on first use; this part is only the key handler and the button.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

const CommandPalette = lazy(() => import('./CommandPalette'));

const KBD: CSSProperties = { font: 'inherit', fontSize: 11, padding: '0 4px', border: '1px solid #d0d7d2', borderRadius: 4, marginInlineStart: 8, color: '#5f6b64' };

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function isPaletteKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK');
}

export function PaletteLauncher({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        type="text"
        className="palette-launcher"
        icon={<SearchOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'palette.open' })}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {!compact && (
          <>
            {intl.formatMessage({ id: 'palette.button' })}
            <kbd aria-hidden style={KBD}>{shortcut}</kbd>
          </>
        )}
      </Button>
      {/* mounted while open: each opening starts empty; the chunk loads once, on first use */}
      {open && (
        <Suspense fallback={null}>
          <CommandPalette onClose={close} />
        </Suspense>
      )}
    </>
  );
}
