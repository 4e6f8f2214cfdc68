/**
 * A list's loading state is a cover laid over it: coming and going it changes nothing the list inherits
 * from (antd's nested Spin changed its wrapper's class, and with it the `pointer-events` and `user-select`
 * of every row: a full style recalculation of the page of rows on each reload).
 */
import { render, screen } from '@testing-library/react';
import { LoadingCover } from '@/components/resource/LoadingCover';

/** The classes of every element from the list up to the container the test rendered into. */
function ancestry(node: HTMLElement, container: HTMLElement): string[] {
  const classes: string[] = [];
  for (let el: HTMLElement | null = node; el && el !== container; el = el.parentElement) classes.push(`${el.tagName}.${el.className}`);
  return classes;
}

it('lays the spinner over the list and takes it away without touching the list or what it sits in', () => {
  const { container, rerender } = render(
    <LoadingCover spinning={false}>
      <ul data-testid="rows" />
    </LoadingCover>,
  );
  const rows = screen.getByTestId('rows');
  const idle = ancestry(rows, container);
  expect(container.querySelector('[aria-busy="false"]')).not.toBeNull();
  expect(container.querySelector('.ant-spin')).toBeNull();

  rerender(
    <LoadingCover spinning>
      <ul data-testid="rows" />
    </LoadingCover>,
  );
  expect(screen.getByTestId('rows')).toBe(rows);
  expect(ancestry(rows, container)).toEqual(idle);
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  // the spinner is beside the list, not around it
  const spinner = container.querySelector('.ant-spin-spinning') as HTMLElement;
  expect(spinner).not.toBeNull();
  expect(spinner.contains(rows)).toBe(false);
  expect(rows.parentElement?.contains(spinner)).toBe(true);

  rerender(
    <LoadingCover spinning={false}>
      <ul data-testid="rows" />
    </LoadingCover>,
  );
  expect(screen.getByTestId('rows')).toBe(rows);
  expect(ancestry(rows, container)).toEqual(idle);
  expect(container.querySelector('.ant-spin')).toBeNull();
});
