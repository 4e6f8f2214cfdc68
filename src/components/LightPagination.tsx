/**
 * Pagination for the public lists (shop, category, blog) without antd's Pagination, which brings its
 * Select (and the whole rc-select/virtual-list stack) into the first load. Same behaviour: total,
 * previous/next, numbered pages with five-page jumps, a size changer and a quick jumper — here a
 * native <select> and <input>, so they work at once with keyboard, touch and screen readers. Keeps
 * antd's class names (`ant-pagination-item-N`, `ant-pagination-item-active`, `title`) and texts (the
 * antd locale of the page), so it reads and looks the same.
 */
import { useContext, useId, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useDigits } from './digits';
import { pageItems } from '@/lib/pagination';
import { Link } from './links';
import './lightPagination.css';


const FALLBACK_TEXTS = {
  items_per_page: '/ page',
  jump_to: 'Go to',
  page: 'Page',
  prev_page: 'Previous Page',
  next_page: 'Next Page',
  prev_5: 'Previous 5 Pages',
  next_5: 'Next 5 Pages',
  page_size: 'Page Size',
};

export interface LightPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** Shows a native size changer with these sizes. */
  pageSizeOptions?: readonly (number | string)[];
  showQuickJumper?: boolean;
  showTotal?: (total: number) => ReactNode;
  className?: string;
  /**
   * The address of page `page`: the pages are then links (a reader without JavaScript, or a page not
   * hydrated yet, follows them; a crawler finds every page), and a click pages in place as before.
   */
  pageHref?: (page: number) => string;
}

export function LightPagination({ current, pageSize, total, onChange, pageSizeOptions, showQuickJumper, showTotal, className, pageHref }: LightPaginationProps) {
  const { locale, direction } = useContext(ConfigProvider.ConfigContext);
  const texts = { ...FALLBACK_TEXTS, ...(locale?.Pagination ?? {}) };
  // page numbers, sizes and the total in the language's digits (Persian in fa), whatever the screen passes
  const digits = useDigits();
  const totalText = showTotal?.(total);
  const [jump, setJump] = useState('');
  const jumpId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pages);
  const go = (next: number) => {
    const target = Math.min(Math.max(1, next), pages);
    if (target !== page) onChange(target, pageSize);
  };
  const jumpTo = () => {
    const digits = jump.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
    const value = Number.parseInt(digits, 10);
    setJump('');
    if (Number.isFinite(value)) go(value);
  };
  const rtl = direction === 'rtl';
  /** Page `target`'s control: a link when the pages have addresses, else a button. */
  const control = (target: number, props: { label?: string; current?: boolean; disabled?: boolean; paging: boolean }, children: ReactNode) =>
    pageHref && !props.disabled ? (
      <Link
        to={pageHref(target)}
        className="light-pagination__link"
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          if (props.paging) go(target);
        }}
      >
        {children}
      </Link>
    ) : (
      <button
        type="button"
        className="light-pagination__link"
        disabled={props.disabled}
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
        onClick={props.paging ? () => go(target) : undefined}
      >
        {children}
      </button>
    );

  return (
    <nav className={`light-pagination ${className ?? ''}`}>
      <ul className={`ant-pagination${rtl ? ' ant-pagination-rtl' : ''}`}>
        {showTotal && <li className="ant-pagination-total-text">{typeof totalText === 'string' ? digits(totalText) : totalText}</li>}
        <li className={`ant-pagination-prev${page === 1 ? ' ant-pagination-disabled' : ''}`} title={texts.prev_page}>
          {control(page - 1, { label: texts.prev_page, disabled: page === 1, paging: true }, <span aria-hidden="true">{rtl ? '›' : '‹'}</span>)}
        </li>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            // the click is the item's (as antd's), so a press anywhere on it pages; the button gives the keyboard
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item}
              title={digits(item)}
              className={`ant-pagination-item ant-pagination-item-${item}${item === page ? ' ant-pagination-item-active' : ''}`}
              onClick={() => go(item)}
            >
              {/* the item's click pages (above), not its control's */}
              {control(item, { current: item === page, paging: false }, digits(item))}
            </li>
          ) : (
            <li key={item} title={item === 'prev5' ? texts.prev_5 : texts.next_5} className={`ant-pagination-jump-${item === 'prev5' ? 'prev' : 'next'}`}>
              {control(Math.min(Math.max(1, item === 'prev5' ? page - 5 : page + 5), pages), { label: item === 'prev5' ? texts.prev_5 : texts.next_5, paging: true }, '•••')}
            </li>
          ),
        )}
        <li className={`ant-pagination-next${page === pages ? ' ant-pagination-disabled' : ''}`} title={texts.next_page}>
          {control(page + 1, { label: texts.next_page, disabled: page === pages, paging: true }, <span aria-hidden="true">{rtl ? '‹' : '›'}</span>)}
        </li>
        {(pageSizeOptions || showQuickJumper) && (
          <li className="ant-pagination-options">
            {pageSizeOptions && (
              <select
                className="light-pagination__size"
                aria-label={texts.page_size}
                value={pageSize}
                onChange={(event) => {
                  const size = Number(event.target.value);
                  // antd keeps the first item of the current page in view when the size changes
                  const nextPage = Math.min(Math.floor(((page - 1) * pageSize) / size) + 1, Math.max(1, Math.ceil(total / size)));
                  onChange(nextPage, size);
                }}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={Number(size)}>
                    {`${digits(size)} ${texts.items_per_page}`}
                  </option>
                ))}
              </select>
            )}
            {showQuickJumper && (
              <span className="ant-pagination-options-quick-jumper">
                <label htmlFor={jumpId}>{texts.jump_to}</label>
                <input
                  id={jumpId}
                  inputMode="numeric"
                  className="light-pagination__jump"
                  value={jump}
                  onChange={(event) => setJump(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') jumpTo();
                  }}
                  onBlur={jumpTo}
                />
                {texts.page}
              </span>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
