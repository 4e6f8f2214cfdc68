/**
 * Digits in the language's script (Persian in fa) for what shared components show: counters, page
 * numbers, badges, numeric inputs. One rule (`formatDigits`, src/lib/digits.ts) applied here, so a
 * screen that uses these components cannot show Latin digits among Persian ones. No antd here: the
 * public first load's light components use it (the badge is `CountBadge.tsx`).
 */
import { cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
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

/**
 * antd's `count` config for a TextArea or Input whose limit is checked by a rule rather than by
 * cutting what is typed (`count={useCountConfig(1000)}`): the counter in the language's digits.
 */
export function useCountConfig(max: number): { show: (info: { count: number; maxLength?: number }) => string; max: number } {
  const { formatter } = useShowCount();
  return useMemo(() => ({ show: ({ count }) => formatter({ count, maxLength: max }), max }), [formatter, max]);
}

/**
 * What an antd Steps needs to show its step numbers in the language's digits: spread into its props.
 * antd writes the number as `<StepIcon><span class="…-number">{index + 1}</span></StepIcon>`; a step that
 * is done or failed shows an icon instead and stays as it is.
 */
export function useStepsDigits() {
  const digits = useDigits();
  return useMemo(
    () => ({
      iconRender: (node: ReactNode, { index }: { index: number }) => {
        if (!isValidElement(node)) return node;
        const number = (node.props as { children?: ReactNode }).children;
        if (!isValidElement(number) || typeof (number.props as { children?: ReactNode }).children !== 'number') return node;
        return cloneElement(node as ReactElement<{ children?: ReactNode }>, undefined, cloneElement(number, undefined, digits(index + 1)));
      },
    }),
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
