/**
 * The product page's breadcrumbs (src/components/breadcrumbs): Home › Shop › the product's category ›
 * the product, as links in the page's language, in both languages.
 */
import { screen, within } from '@testing-library/react';
import { db, SAMPLE_PRODUCT_ALIAS } from '@mocks/db';
import { renderApp } from '../../utils/renderApp';

const sample = () => db.products.find((p) => p.alias === SAMPLE_PRODUCT_ALIAS)!;
const categoryOf = () => db.productCategories.find((c) => c.id === sample().categories[0])!;


describe('product breadcrumbs', () => {
  it('en: Home › Shop › category › product, links back, the product as the current page, the current page last', async () => {
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`, { session: { language: 'en', direction: 'ltr' } });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const category = categoryOf();
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Shop', category.title.en, sample().name.en]);
    // an English page's links keep its language
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/?language=en', '/shop?language=en', `/shop/category/${category.alias}?language=en`]);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe(sample().name.en);
    // the trail comes before the gallery and the name, at the top of the page
    expect(trail.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 60_000);

  it('fa: the same trail in Persian; a product without a category goes Home › Shop › product', async () => {
    sample().categories = [];
    renderApp(`/shop/product/${SAMPLE_PRODUCT_ALIAS}`);
    const trail = await screen.findByRole('navigation', { name: 'مسیر صفحه' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['خانه', 'فروشگاه', sample().name.fa]);
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/shop']);
  }, 60_000);
});
