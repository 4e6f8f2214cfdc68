/** Company pages from site plugins: content, the empty state of a missing/unpublished plugin, gallery, projects, stores. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';
import { mapLinks } from '@/features/pages/mapLinks';

const slow = { timeout: 15000 };

describe('plugin pages', () => {
  it('about us shows the ABOUT_US body through SafeHtml and sets the document title', async () => {
    renderApp('/about-us?language=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us | Nature Shop'));
    expect(document.title.length).toBeLessThanOrEqual(60);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeLessThanOrEqual(155);
  });

  it('an unpublished plugin leaves a clear empty state (fa)', async () => {
    db.plugins.find((p) => p.name === 'NO_APP')!.publish = false;
    renderApp('/no-app');
    expect(await screen.findByText('این صفحه هنوز محتوایی ندارد', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
  });

  it('a missing plugin leaves the empty state too', async () => {
    db.plugins = db.plugins.filter((p) => p.name !== 'GALLERY');
    renderApp('/gallery?language=en');
    expect(await screen.findByText('This page has no content yet', {}, slow)).toBeInTheDocument();
  });

  it('gallery shows every image in a grid and opens a large preview', async () => {
    const user = userEvent.setup();
    const count = db.plugins.find((p) => p.name === 'GALLERY')!.files.length;
    renderApp('/gallery?language=en');
    const grid = await screen.findByTestId('gallery-grid', {}, slow);
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(count);
    expect(images[0].getAttribute('src')).toMatch(/resizeImage\/[^/]+\/500\/500$/);
    // each image is a button that says what it does; antd's preview is not loaded before a press
    expect(within(grid).getAllByRole('button', { name: /^Enlarge: Gallery image \d+$/ })).toHaveLength(count);
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    await user.click(images[0]);
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toMatch(/\/1000\/1000$/));
  });

  it('projects shows a card per item with logo, name and website', async () => {
    renderApp('/projects?language=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Niloufar Herbal Pharmacy' }, slow)).toBeInTheDocument();
    const items = db.plugins.find((p) => p.name === 'PROJECTS')!.params.items as unknown[];
    expect(document.querySelectorAll('.project-card')).toHaveLength(items.length);
    const link = screen.getByRole('link', { name: /niloufar-pharmacy\.test/ });
    expect(link).toHaveAttribute('href', 'https://niloufar-pharmacy.test');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('never reads a project name as HTML and shows a non-http website as text, not as a link', async () => {
    const items = db.plugins.find((p) => p.name === 'PROJECTS')!.params.items as { name: Record<string, string>; website: string }[];
    items[0].name = { fa: '<img src=x onerror="window.__xss=1">Evil', en: '<img src=x onerror="window.__xss=1">Evil' };
    items[0].website = 'javascript:window.__xss=1';
    items[1].website = 'data:text/html,<script>1</script>';
    const probe = window as unknown as { __xss?: number };
    probe.__xss = 0;
    renderApp('/projects?language=en');
    expect(await screen.findByRole('heading', { level: 2, name: '<img src=x onerror="window.__xss=1">Evil' }, slow)).toBeInTheDocument();
    expect(document.querySelector('.project-card img[src="x"]')).toBeNull();
    // shown as text, not as links
    const jsWebsite = screen.getByText('javascript:window.__xss=1');
    const dataWebsite = screen.getByText('data:text/html,<script>1</script>');
    expect(jsWebsite.closest('a')).toBeNull();
    expect(dataWebsite.closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
    expect(probe.__xss).toBe(0);
  });
});

describe('contact page stores', () => {
  it('shows each published store with three map links and a map with one marker per store', async () => {
    renderApp('/contact-us?language=en');
    const published = db.stores.filter((s) => s.publish);
    await waitFor(() => expect(document.querySelectorAll('.store-card')).toHaveLength(published.length), slow);
    const first = published[0];
    const card = screen.getByRole('heading', { level: 3, name: first.name.en }).closest<HTMLElement>('.store-card')!;
    const google = within(card).getByRole('link', { name: `Open ${first.name.en} in Google Maps` });
    expect(google.getAttribute('href')).toContain(`${first.location.lat}%2C${first.location.lng}`);
    expect(within(card).getByRole('link', { name: `Open ${first.name.en} in OpenStreetMap` })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: `Open ${first.name.en} in Waze` })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('#store-map .leaflet-marker-icon')).toHaveLength(published.length), slow);
  });
});

describe('mapLinks', () => {
  it('builds Google Maps, OpenStreetMap and Waze links from lat/lng', () => {
    expect(mapLinks({ lat: 35.7575, lng: 51.41 })).toEqual([
      { service: 'google', href: 'https://www.google.com/maps/search/?api=1&query=35.7575%2C51.41' },
      { service: 'openStreetMap', href: 'https://www.openstreetmap.org/?mlat=35.7575&mlon=51.41#map=16/35.7575/51.41' },
      { service: 'waze', href: 'https://www.waze.com/ul?ll=35.7575%2C51.41&navigate=yes' },
    ]);
  });
});
