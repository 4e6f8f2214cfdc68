/** The product gallery: its large image is the page's largest paint and is asked for first; thumbnails wait. */
import { fireEvent, screen } from '@testing-library/react';
import { Gallery } from '@/features/shop/parts/Gallery';
import { renderWithProviders } from '../../utils/renderApp';

const EN = { session: { language: 'en' as const, direction: 'ltr' as const } };
const FILES = [
  { id: 'f1', name: 'aloe-1.jpg' },
  { id: 'f2', name: 'aloe-2.jpg' },
  { id: 'f3', name: 'aloe-3.jpg' },
];

describe('Gallery', () => {
  it('asks for the large image at once and at high priority, the thumbnails lazily at the browser’s own', () => {
    renderWithProviders(<Gallery files={FILES} name="Aloe cream" />, '/', EN);
    const main = screen.getByRole('img', { name: 'Aloe cream' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbs = screen.getAllByRole('button', { name: /image/i }).map((button) => button.querySelector('img'));
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows the thumbnail pressed as the large image, still at high priority', () => {
    renderWithProviders(<Gallery files={FILES} name="Aloe cream" />, '/', EN);
    const before = screen.getByRole('img', { name: 'Aloe cream' }).getAttribute('src');
    fireEvent.click(screen.getAllByRole('button', { name: /image/i })[1]);
    const main = screen.getByRole('img', { name: 'Aloe cream' });
    expect(main.getAttribute('src')).not.toBe(before);
    expect(main.getAttribute('src')).toContain('f2');
    expect(main).toHaveAttribute('fetchpriority', 'high');
  });
});
