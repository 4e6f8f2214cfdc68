/**
 * Opens the command palette: Ctrl+K / ⌘K anywhere in the dashboard (any keyboard layout: the key's
 * code is read too), or the search button in the header (mouse, touch, phone width). The palette is
 * its own chunk, loaded on first use; this part is only the key handler and the button. What is typed
 * between the shortcut and the palette's box taking the focus (the chunk loading, the dialog opening)
 * is kept and handed to the palette as the start of its query, Enter included: "Ctrl+K 3460 Enter"
 * typed in one go opens invoice 3460, not the first screen of an empty palette.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { TypedAhead } from './CommandPalette';
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
  const typedAhead = useRef<TypedAhead>({ text: '', enter: false });
  const stopKeeping = useRef<(() => void) | null>(null);

  // From the moment the palette is asked for (in the same event, not after a render) until its box
  // has the keys, what is typed is kept for it: nothing typed in that gap is lost or lands elsewhere.
  const startKeeping = useCallback(() => {
    typedAhead.current = { text: '', enter: false };
    if (stopKeeping.current) return;
    const keep = (event: KeyboardEvent) => {
      if (document.activeElement?.closest('.palette') || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const ahead = typedAhead.current;
      if (event.key === 'Enter') ahead.enter = true;
      else if (event.key === 'Backspace') ahead.text = ahead.text.slice(0, -1);
      else if (event.key.length === 1 && !ahead.enter) ahead.text += event.key;
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', keep, true);
    stopKeeping.current = () => {
      window.removeEventListener('keydown', keep, true);
      stopKeeping.current = null;
    };
  }, []);

  const openPalette = useCallback(() => {
    startKeeping();
    setOpen(true);
  }, [startKeeping]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      if (stopKeeping.current) setOpen(false);
      else openPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette]);

  // closed (or the header gone): nothing more to keep
  useEffect(() => {
    if (!open) stopKeeping.current?.();
  }, [open]);
  useEffect(() => () => stopKeeping.current?.(), []);

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
        onClick={openPalette}
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
          <CommandPalette onClose={close} typedAhead={typedAhead} />
        </Suspense>
      )}
    </>
  );
}
