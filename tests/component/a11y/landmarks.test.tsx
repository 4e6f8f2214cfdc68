/**
 * Each layout has one main landmark, the skip link's target (`#main`): the dashboard's antd Content is
 * itself a <main>, and a second one inside it made two (assistive technology lists both).
 */
import { screen } from '@testing-library/react';
import { seededApiKey } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

describe('landmarks', () => {
  it('the dashboard: one main, the skip link’s target, holding the screen', async () => {
    renderApp('/cart?language=en', { apiKey: seededApiKey('u6') });
    const item = (await screen.findAllByText('Aloe Vera Moisturising Cream'))[0];
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main');
    expect(mains[0]).toContainElement(item);
  });

  it('a public page: one main, the skip link’s target', async () => {
    renderApp('/about-us?language=en');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main');
  });
});
