/**
 * The product page's breadcrumbs (src/components/breadcrumbs): Home › Shop › the product's category ›
 * the product, as links, in both languages; the app renders exactly the markup the boot shell and the
 * pre-render write (breadcrumbsHtml), so the take-over replaces it in place.
 */
import { screen, within } from '@testing-library/react';
import { db, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';
import { breadcrumbsHtml } from '@/components/breadcrumbs/markup';
import { productCrumbs } from '@/features/shop/lib/productCrumbs';

const sample = () => db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!;
const categoryOf = () => db.productCategories.find((c) => c.id === sample().categories[0])!;

/** The markup without what React Router adds to its links for its own use. */
const plain = (html: string) => html.replace(/ data-discover="true"/g, '');

describe('product breadcrumbs', () => {
  it('en: Home › Shop › category › product, links back, the product as the current page, the shell\'s markup', async () => {
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, { session: { language: 'en', direction: 'ltr' } });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const category = categoryOf();
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Shop', category.title.en, sample().name.en]);
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/shop', `/shop/category/${category.alias}`]);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe(sample().name.en);
    // the trail comes before the gallery and the name, at the top of the page
    expect(trail.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const written = breadcrumbsHtml(
      productCrumbs({ name: sample().name.en, categories: [{ id: category.id, alias: category.alias, title: category.title.en }] }, { home: 'Home', shop: 'Shop' }),
      'Breadcrumb',
      'product-page__crumbs',
    );
    expect(plain(trail.outerHTML)).toBe(written);
  }, 60_000);

  it('fa: the same trail in Persian; a product without a category goes Home › Shop › product', async () => {
    sample().categories = [];
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`);
    const trail = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['خانه', 'فروشگاه', sample().name.fa]);
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/shop']);
  }, 60_000);
});
