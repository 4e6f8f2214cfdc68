/**
 * Phones and tablets (up to 991 px, where the category tree sits after the products): a "Categories"
 * button beside the list's heading opens the tree in a drawer from the inline-start side. A native
 * modal <dialog> (focus moves in and is kept there, Escape closes, the page behind is inert) instead of
 * antd's Drawer, so the shop's first load stays as light as it was. Choosing a category, the close
 * button or the backdrop closes it. Hidden on wider screens by CSS (shop.css).
 */
import { useEffect, useRef, useState } from 'react';
import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { CategoryTree, type CategoryTreeProps } from './CategoryTree';

export function CategoryDrawer(props: CategoryTreeProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const label = intl.formatMessage({ id: 'shop.categories' });

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
    }
  }, [open]);

  // a click on the backdrop (the dialog itself; its panel takes the content) or on a chosen category
  // closes it; Escape is the dialog's own (onClose)
  useEffect(() => {
    const el = dialog.current;
    if (!el) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target === el || target?.closest('a')) setOpen(false);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button type="button" className="category-drawer__toggle" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <UnorderedListOutlined aria-hidden /> <FormattedMessage id="shop.categories" />
      </button>
      <dialog ref={dialog} className="category-drawer" aria-label={label} onClose={() => setOpen(false)}>
        <div className="category-drawer__panel">
          <button type="button" className="category-drawer__close" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => setOpen(false)}>
            <CloseOutlined aria-hidden />
          </button>
          {open && <CategoryTree {...props} />}
        </div>
      </dialog>
    </>
  );
}
