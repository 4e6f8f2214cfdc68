/**
 * Steady columns (src/components/resource/steadyColumns.ts): once a page of rows has painted, the header
 * cells' widths are held in a stylesheet for as long as the box, the shown columns and the language stay;
 * another layout, or a web font arriving, lets the table lay itself out again and reads the widths anew.
 * (jsdom lays nothing out: the cells' widths are given here; the browser's own layout is held by
 * tests/e2e/adminFit.spec.ts.)
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { STEADY_COLUMNS_ATTRIBUTE, headerWidths, steadyColumnsCss, useSteadyColumns } from '@/components/resource/steadyColumns';

function tableBox(scope: string, widths: number[], headerRows = 1) {
  const box = document.createElement('div');
  box.setAttribute(STEADY_COLUMNS_ATTRIBUTE, scope);
  const rows = Array.from({ length: headerRows }, () => `<tr>${widths.map(() => '<th></th>').join('')}</tr>`).join('');
  box.innerHTML = `<div class="ant-table"><table><thead class="ant-table-thead">${rows}</thead><tbody></tbody></table></div>`;
  box.querySelectorAll('th').forEach((cell, index) => {
    cell.getBoundingClientRect = () => ({ width: widths[index % widths.length] }) as DOMRect;
  });
  document.body.append(box);
  return box;
}

/** jsdom has no FontFaceSet: a stand-in that can say a font has finished loading. */
const fonts = new EventTarget();
beforeEach(() => {
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (document as { fonts?: unknown }).fonts;
});

describe('steady columns', () => {
  it('writes a fixed layout with each header cell at its width, scoped to its box', () => {
    const css = steadyColumnsCss('«r1»', [48, 163.456, 72]);
    expect(css).toContain('[data-steady-columns="«r1»"] .ant-table table { table-layout: fixed !important; }');
    expect(css).toContain('[data-steady-columns="«r1»"] .ant-table-thead > tr > th:nth-child(1) { width: 48px; }');
    expect(css).toContain('th:nth-child(2) { width: 163.46px; }');
    expect(css).toContain('th:nth-child(3) { width: 72px; }');
    expect(css.split('\n')).toHaveLength(4);
  });

  it('reads the header cells in order, and nothing when they cannot stand for the columns', () => {
    expect(headerWidths(tableBox('a', [48, 120, 90]))).toEqual([48, 120, 90]);
    // grouped headers (two rows) and a cell not laid out (a hidden table)
    expect(headerWidths(tableBox('b', [48, 120], 2))).toBeNull();
    expect(headerWidths(tableBox('c', [48, 0]))).toBeNull();
  });

  it('holds the widths once the rows have painted, lets go for another layout and reads them again, and never for a virtual table', async () => {
    const widths = [48, 200, 96];
    const { result, rerender } = renderHook(({ layout, painted, off }) => useSteadyColumns(layout, painted, off), {
      initialProps: { layout: '1078|fa|a,b', painted: false, off: false },
    });
    const box = tableBox(result.current.scope, widths);
    // no rows painted yet: the table lays itself out by its contents
    expect(result.current.css).toBeUndefined();
    rerender({ layout: '1078|fa|a,b', painted: true, off: false });
    await waitFor(() => expect(result.current.css).toContain('th:nth-child(2) { width: 200px; }'));

    // another page of rows (a reload, a sort): the same layout keeps the same widths, read no more
    box.querySelectorAll('th')[1].getBoundingClientRect = () => ({ width: 150 }) as DOMRect;
    rerender({ layout: '1078|fa|a,b', painted: false, off: false });
    rerender({ layout: '1078|fa|a,b', painted: true, off: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(result.current.css).toContain('th:nth-child(2) { width: 200px; }');

    // a narrower box: let go at once, then read again after the next paint
    rerender({ layout: '878|fa|a,b', painted: true, off: false });
    expect(result.current.css).toBeUndefined();
    await waitFor(() => expect(result.current.css).toContain('th:nth-child(2) { width: 150px; }'));

    // a web font arrived: read again
    box.querySelectorAll('th')[1].getBoundingClientRect = () => ({ width: 170 }) as DOMRect;
    act(() => {
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    await waitFor(() => expect(result.current.css).toContain('th:nth-child(2) { width: 170px; }'));

    // a virtual table: nothing held
    rerender({ layout: '878|fa|a,b', painted: true, off: true });
    expect(result.current.css).toBeUndefined();
  });
});
