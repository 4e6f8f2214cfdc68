/** Home: banner from SLIDE_SHOW (up to 3 images, sized, each with its alternative text), the delivery notice, the two fixed category sliders first. */
import { screen, waitFor, within } from '@testing-library/react';
import { db, HOME_CATEGORY_IDS } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };

describe('home', () => {
  it('shows the banner, the delivery notice and the fixed category sliders with sized lazy images', async () => {
    renderApp('/', EN);
    const banner = await screen.findByRole('region', { name: 'Offers' });
    const slides = [...banner.querySelectorAll('img')];
    expect(slides).toHaveLength(3); // the seeded plugin has 4 images: at most 3 per banner
    expect(slides[0]).toHaveAttribute('src', expect.stringMatching(/site\/v1\/resizeImage\/[^/]+\/1090\/400$/));
    expect(slides[0]).toHaveAttribute('width', '1090');
    // each size the API resizes to, and the phone crop's own: a phone downloads a phone-sized file
    expect(slides[0].getAttribute('srcset')).toMatch(/\/800\/294 800w, .*\/1090\/400 1090w$/);
    expect(slides[0].parentElement?.querySelector('source')?.getAttribute('srcset')).toMatch(/\/360\/108 360w, .*\/1000\/300 1000w$/);
    expect(slides[1]).toHaveAttribute('loading', 'lazy');
    // each image says what it is in the page's language (the seeded slides carry no words of their own), never its file name
    expect(slides.map((slide) => slide.getAttribute('alt'))).toEqual([1, 2, 3].map((n) => `Shop offers banner, image ${n} of 3`));
    // a standing note of the page, not an alert to announce
    expect(screen.getByRole('note')).toHaveTextContent(/9:00 and 16:00/);
    expect(screen.queryByRole('alert')).toBeNull();

    const titles = HOME_CATEGORY_IDS.map((id) => db.productCategories.find((c) => c.id === id)!.title.en);
    const first = await screen.findByRole('region', { name: titles[0] });
    await waitFor(() => expect(within(first).getAllByTestId('product-card').length).toBeGreaterThan(0));
    const img = within(first).getAllByTestId('product-card')[0].querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toMatch(/\/200\/200 200w, .*\/500\/500 500w$/);
    expect(img).toHaveAttribute('sizes', expect.stringContaining('45vw'));
    expect(img).toHaveAttribute('width', '500');
    expect(img).toHaveAttribute('height', '500');
    expect(await screen.findByRole('region', { name: titles[1] })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf(titles[0])).toBeLessThan(headings.indexOf(titles[1]));
    await waitFor(() => expect(document.title.length).toBeLessThanOrEqual(60));
  }, 60_000);
});
