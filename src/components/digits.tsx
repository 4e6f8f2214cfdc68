/**
 * Digits in the language's script (Persian in fa) for what shared components show: counters, page
 * numbers, badges, numeric inputs. One rule (`formatDigits`, src/lib/digits.ts) applied here, so a
 * screen that uses these components cannot show Latin digits among Persian ones. No antd here: the
 * public first load's light components use it (the badge is `CountBadge.tsx`).
 */
import { cloneElement, isValidElement, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDigits } from '@/lib/digits';

/** `(value) => text` with the current language's digits. */
export function useDigits(): (value: string | number) => string {
  const { locale } = useIntl();
  return useMemo(() => (value: string | number) => formatDigits(value, locale), [locale]);
}

/**
 * antd's `showCount` for a TextArea or Input: the counter ("12 / 200") in the language's digits.
 * Use `showCount={useShowCount()}` instead of a bare `showCount` (eslint holds it).
 */
export function useShowCount(): { formatter: (info: { count: number; maxLength?: number }) => string } {
  const digits = useDigits();
  return useMemo(
    () => ({ formatter: ({ count, maxLength }) => (maxLength === undefined ? digits(count) : `${digits(count)} / ${digits(maxLength)}`) }),
    [digits],
  );
}

type ItemType = 'page' | 'prev' | 'next' | 'jump-prev' | 'jump-next';

/**
 * What an antd Pagination (or a Table's `pagination`) needs to show its page numbers and its size
 * changer ("10 / صفحه") in the language's digits: spread into the pagination config.
 */
export function usePaginationDigits() {
  const digits = useDigits();
  return useMemo(() => {
    const sizeLabel = (label: ReactNode) => (typeof label === 'string' || typeof label === 'number' ? digits(label) : label);
    return {
      // the page link as antd makes it, with the number in the language's digits
      itemRender: (page: number, type: ItemType, element: ReactNode) =>
        type === 'page' && isValidElement(element) ? cloneElement(element, undefined, digits(page)) : element,
      showSizeChanger: {
        labelRender: ({ label }: { label?: ReactNode }) => sizeLabel(label),
        optionRender: (option: { label?: ReactNode }) => sizeLabel(option.label),
      },
    };
  }, [digits]);
}
