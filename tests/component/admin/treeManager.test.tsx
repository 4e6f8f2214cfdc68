/** The tree pattern shows its own query's failure above the tree, with a retry (src/components/tree). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreeManager } from '@/components/tree';
import { renderWithProviders } from '../../utils/renderApp';

interface Node {
  id: string;
  name: string;
}

const tree = (query: Parameters<typeof TreeManager<Node>>[0]['query']) => (
  <TreeManager<Node>
    label="Things"
    nodes={undefined}
    getKey={(n) => n.id}
    getChildren={() => undefined}
    getText={(n) => n.name}
    onAdd={() => undefined}
    onEdit={() => undefined}
    onDelete={() => Promise.resolve()}
    query={query}
  />
);

describe('TreeManager with its query', () => {
  it('a failed tree load shows what failed and why, and the retry asks again', async () => {
    const refetch = vi.fn();
    renderWithProviders(tree({ isError: true, isFetching: false, error: { status: 500 }, refetch }), '/', { session: { language: 'en', direction: 'ltr' } });
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('The tree could not be loaded');
    expect(error).toHaveTextContent('(500)');
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows no error while the tree loads well', () => {
    renderWithProviders(tree({ isError: false, isFetching: false, data: [], refetch: vi.fn() }), '/', { session: { language: 'en', direction: 'ltr' } });
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });
});
