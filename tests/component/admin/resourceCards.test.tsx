/**
 * The phone cards' waiting state (src/components/resource/ResourceCards.tsx): before the first rows,
 * the pager is not there (it would stand under the waiting block and be pushed down when the rows come)
 * and "select all on this page" is, disabled (so the cards do not push in under it); with the rows,
 * both work. A browser test measures the layout shift of the same (tests/e2e/phoneCorners.spec.ts).
 */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { ResourceCards, ROW_COLUMN } from '@/components/resource/ResourceCards';
import { createSelectionStore } from '@/components/resource/bulk/selectionStore';
import { renderWithProviders } from '../../utils/renderApp';

const EN = { session: { language: 'en', direction: 'ltr' } } as const;

interface Row {
  id: string;
  name: string;
}

const columns = [
  { key: ROW_COLUMN, title: '#', render: (_v: unknown, _r: Row, index: number) => index + 1 },
  { key: 'name', dataIndex: 'name', title: 'Name' },
];

function cards(docs: Row[] | undefined, loading: boolean) {
  const selection = createSelectionStore<Row>();
  return (
    <ResourceCards<Row>
      columns={columns}
      docs={docs}
      loading={loading}
      selection={selection}
      emptyText={loading ? <div className="list-waiting" style={{ minHeight: 120 }} /> : 'Nothing here'}
      pagination={{ current: 1, pageSize: 10, total: docs?.length ?? 0 }}
    />
  );
}

describe('phone cards before and after their rows', () => {
  it('waiting: no pager, and "select all on this page" there but disabled', () => {
    renderWithProviders(cards(undefined, true), '/', EN);
    expect(document.querySelector('.resource-cards__pagination')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeDisabled();
  });

  it('with rows: the pager and an enabled "select all on this page"; a reload keeps the pager', () => {
    const rows = [
      { id: 'a', name: 'Rose water' },
      { id: 'b', name: 'Aloe gel' },
    ];
    let reload = () => {};
    function Reloading() {
      const [loading, setLoading] = useState(false);
      reload = () => setLoading(true);
      return cards(rows, loading);
    }
    renderWithProviders(<Reloading />, '/', EN);
    expect(document.querySelector('.resource-cards__pagination')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeEnabled();
    expect(document.querySelectorAll('.resource-card')).toHaveLength(2);
    act(() => reload());
    expect(document.querySelector('.resource-cards .loading-cover')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.resource-cards__pagination')).not.toBeNull();
  });

  it('answered with no rows: the empty state and the pager', () => {
    renderWithProviders(cards([], false), '/', EN);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(document.querySelector('.resource-cards__pagination')).not.toBeNull();
  });
});
