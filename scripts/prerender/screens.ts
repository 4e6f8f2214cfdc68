/**
 * What a pre-rendered page carries beyond the first screen the boot script paints (src/app/boot/shell.ts),
 * so that it reads whole without JavaScript: the menu's links and the footer on every page; a
 * product's sale badge, attributes and description; the shop list's category tree and pagination as
 * links; a post's date (Jalali in fa), counts, body, categories and author; the contact page's stores.
 * Each is written in its screen's markup (the same elements and classes as the React component named
 * beside it, styled by the screen's stylesheet), so the app replaces it in place. Rich bodies go
 * through the app's sanitiser (dom.ts); texts are the app's messages, formatted by react-intl.
 */
import type { IntlShape } from 'react-intl';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers';
import CalendarOutlined from '@ant-design/icons-svg/lib/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/lib/asn/EnvironmentOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import MailOutlined from '@ant-design/icons-svg/lib/asn/MailOutlined';
import MessageOutlined from '@ant-design/icons-svg/lib/asn/MessageOutlined';
import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { escape } from '@/app/boot/shell';
import { NAV_LINKS, FOOTER_LINKS } from '@/app/layouts/chrome/navLinks';
import { formatDate } from '@/i18n/dayjs';
import { toPersianDigits } from '@/lib/digits';
import { isFaLocale } from '@/lib/locale';
import { formatNumber } from '@/lib/number';
import { paths } from '@/lib/paths';
import { storeAddress } from '@/lib/address';
import { splitPhones } from '@/lib/phone';
import { salePercent } from '@/lib/productPrice';
import { pageItems } from '@/lib/pagination';
import { listPageAddress } from '@/features/shop/lib/listParams';
import type { Sanitize } from './dom';

export interface ScreenContext {
  intl: IntlShape;
  sanitize: Sanitize;
  /** The page's address (the menu marks its link as the current page). */
  path: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The icon modules are CommonJS: Node's loader hands over their exports object, a bundler the definition itself. */
const definitionOf = (module: IconDefinition): IconDefinition => {
  const exported = module as IconDefinition | { default: IconDefinition };
  return 'default' in exported ? exported.default : exported;
};

/** @ant-design/icons' markup for an icon (the same SVG the React icon renders). */
function icon(module: IconDefinition, name: string): string {
  const definition = definitionOf(module);
  const svg = renderIconDefinitionToSVGElement(definition, { extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' } });
  return `<span role="img" aria-hidden="true" class="anticon anticon-${name}">${svg}</span>`;
}

/** SiteHeader's menu links (NavLink marks the current page `active`). */
export function navHtml({ intl, path }: ScreenContext): string {
  return NAV_LINKS.map((item) => {
    const current = item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
    return `<a class="site-nav__link${current ? ' active' : ''}"${current ? ' aria-current="page"' : ''} href="${escape(item.to)}">${escape(intl.formatMessage({ id: item.id }))}</a>`;
  }).join('');
}

/** SiteFooter: the name and tagline, its links and the stores' phones. */
export function footerHtml({ intl }: ScreenContext, stores: readonly Record<string, unknown>[]): string {
  const say = (id: string, values?: Record<string, string>) => escape(intl.formatMessage({ id }, values));
  const digits = (value: string) => (isFaLocale(intl.locale) ? toPersianDigits(value) : value);
  const phones = Array.from(new Set(stores.flatMap((store) => splitPhones(textOf(store.mobile))))).slice(0, 6);
  return (
    '<footer class="site-footer"><div class="site-container site-footer__inner">' +
    `<section><h2 class="site-footer__heading">${say('app.name')}</h2><p class="site-footer__tagline">${say('app.tagline')}</p></section>` +
    `<nav aria-label="${say('footer.links')}"><h2 class="site-footer__heading">${say('footer.links')}</h2><ul>` +
    FOOTER_LINKS.map((item) => `<li><a href="${escape(item.to)}">${say(item.id)}</a></li>`).join('') +
    '</ul></nav>' +
    (phones.length
      ? `<section><h2 class="site-footer__heading">${say('footer.phones')}</h2><ul class="site-footer__phones" data-testid="footer-phones">` +
        phones.map((phone) => `<li><a href="tel:${escape(phone)}">${icon(PhoneOutlined, 'phone')} <span dir="ltr">${escape(digits(phone))}</span></a></li>`).join('') +
        '</ul></section>'
      : '') +
    `</div><div class="site-footer__bottom"><span>${say('footer.rights', { name: intl.formatMessage({ id: 'app.name' }) })}</span></div></footer>`
  );
}

/** PriceTag's SaleBadge. */
export function saleBadgeHtml({ intl }: ScreenContext, product: Record<string, unknown>): string {
  const percent = salePercent(product.price as number, product.discount as number);
  if (!percent) return '';
  const text = intl.formatMessage({ id: 'shop.price.off' }, { percent: formatNumber(percent, { persianDigits: isFaLocale(intl.locale) }) });
  return `<span class="sale-badge" data-testid="sale-badge">${escape(text)}</span>`;
}

/** ProductDetails' rows: categories (links to their lists) and brand. */
export function productRowsHtml({ intl }: ScreenContext, product: Record<string, unknown>): string {
  const categories = (Array.isArray(product.categories) ? product.categories : []).flatMap((category) => {
    if (!isObject(category)) return [];
    const label = textOf(category.title) || textOf(category.name);
    if (!label) return [];
    const alias = textOf(category.alias);
    return [alias ? `<a href="${escape(paths.shopCategory(alias))}"><span class="chip chip--brand">${escape(label)}</span></a>` : `<span class="chip">${escape(label)}</span>`];
  });
  const brand = isObject(product.brand) ? textOf(product.brand.name) : '';
  const row = (labelId: string, value: string) =>
    `<div class="product-info__row"><span class="product-info__label">${escape(intl.formatMessage({ id: labelId }))}</span>${value}</div>`;
  return (
    (categories.length ? row('shop.product.categories', `<span class="product-info__tags">${categories.join('')}</span>`) : '') +
    (brand ? row('shop.product.brand', `<span>${escape(brand)}</span>`) : '')
  );
}

/**
 * AddToCart's box beside the product (shop/parts/AddToCart.tsx) as it first renders with the product's
 * stores: the stores that have it in stock (StoreSelector's markup, the first chosen), the quantity
 * stepper and the button's place. Its height is the app's, so the description under it does not move
 * when the app takes the page over; its controls are disabled until then (the page works without
 * JavaScript as a catalogue, not as a cart), and the button is a placeholder as on the product cards.
 * `stores`: the product's stock per store, null when it could not be read (the box is then left to the app).
 */
export function buyBoxHtml({ intl }: ScreenContext, product: Record<string, unknown>, stores: readonly Record<string, unknown>[] | null): string {
  if (!stores) return '';
  const persianDigits = isFaLocale(intl.locale);
  const text = (id: string, values?: Record<string, string>) => escape(intl.formatMessage({ id }, values));
  const withStock = stores.filter((store) => Number(store.count) > 0);
  const buyable = product.buy === true && Number(product.count) > 0;
  const choices = withStock.length
    ? `<div class="store-selector__list">${withStock
        .map(
          (store, index) =>
            `<label class="light-radio"><input type="radio" class="light-radio__input" name="store" disabled${index === 0 ? ' checked' : ''}>` +
            `<span>${text('shop.product.storeStock', { name: textOf(store.name), count: formatNumber(Number(store.count), { persianDigits }) })}</span></label>`,
        )
        .join('')}</div>`
    : `<p class="store-selector__none">${text('shop.product.noStore')}</p>`;
  const quantity =
    '<div class="quantity-stepper" aria-hidden="true"><button type="button" class="quantity-stepper__button" tabindex="-1" disabled></button>' +
    `<input type="text" class="quantity-stepper__input" tabindex="-1" disabled value="${formatNumber(1, { persianDigits })}">` +
    '<button type="button" class="quantity-stepper__button" tabindex="-1" disabled></button></div>';
  return (
    '<div class="buy-box">' +
    (buyable
      ? `<fieldset class="store-selector" disabled><legend class="product-info__label">${text('shop.product.store')}</legend>${choices}</fieldset>` +
        `<div class="buy-box__row"><span class="product-info__label">${text('shop.product.quantity')}</span>${quantity}</div>`
      : '') +
    '<span class="product-card__placeholder buy-box__placeholder" aria-hidden="true"></span></div>'
  );
}

/** Product's tabs (SimpleTabs) with the description open: the body through the app's sanitiser. */
export function productTabsHtml({ intl, sanitize }: ScreenContext, product: Record<string, unknown>): string {
  const body = textOf(product.body);
  const count = (list: unknown): number => (Array.isArray(list) ? list.reduce((n: number, c: unknown) => n + 1 + (isObject(c) ? count(c.children) : 0), 0) : 0);
  const comments = intl.formatMessage({ id: 'shop.product.comments' }, { count: formatNumber(count(product.comments), { persianDigits: isFaLocale(intl.locale) }) });
  const content = body ? `<div class="rich-text product-body">${sanitize(body)}</div>` : escape(intl.formatMessage({ id: 'shop.product.noDescription' }));
  return (
    '<div class="simple-tabs product-page__tabs"><div role="tablist" class="simple-tabs__list">' +
    `<button id="product-tab-description" type="button" role="tab" aria-selected="true" aria-controls="product-panel-description" tabindex="0" class="simple-tabs__tab simple-tabs__tab--active">${escape(intl.formatMessage({ id: 'shop.product.description' }))}</button>` +
    `<button id="product-tab-comments" type="button" role="tab" aria-selected="false" tabindex="-1" class="simple-tabs__tab" disabled>${escape(comments)}</button>` +
    `</div><div id="product-panel-description" role="tabpanel" aria-labelledby="product-tab-description" class="simple-tabs__panel">${content}</div></div>`
  );
}

interface CategoryNode {
  id?: unknown;
  alias?: unknown;
  title?: unknown;
  products?: unknown;
  children?: unknown;
}

/** The shop list's CategoryTree: every category as a link, with its count. */
export function categoryTreeHtml({ intl }: ScreenContext, tree: unknown, active: string): string {
  const fa = isFaLocale(intl.locale);
  const nodes = (list: unknown): string =>
    Array.isArray(list) && list.length
      ? '<ul class="category-tree__list">' +
        (list as CategoryNode[])
          .filter((node) => isObject(node) && typeof node.alias === 'string' && typeof node.title === 'string')
          .map((node) => {
            const current = node.alias === active;
            return (
              `<li><a href="${escape(paths.shopCategory(node.alias as string))}" class="category-tree__link${current ? ' is-active' : ''}"${current ? ' aria-current="page"' : ''}>` +
              `<span>${escape(node.title as string)}</span><span class="category-tree__count">${escape(formatNumber(Number(node.products ?? 0), { persianDigits: fa }))}</span></a>` +
              `${nodes(node.children)}</li>`
            );
          })
          .join('') +
        '</ul>'
      : '<ul class="category-tree__list"></ul>';
  return (
    '<nav class="shop-widget category-tree" aria-labelledby="shop-categories-title">' +
    `<h2 class="shop-widget__title" id="shop-categories-title">${escape(intl.formatMessage({ id: 'shop.categories' }))}</h2>` +
    `<a href="${escape(paths.shopCategory(undefined))}" class="category-tree__link${active ? '' : ' is-active'}">${escape(intl.formatMessage({ id: 'shop.allProducts' }))}</a>` +
    `${nodes(tree)}</nav>`
  );
}

/** The shop list's LightPagination on page `current`: the total and each page as a link (`?page=N`), the current one marked. */
export function paginationHtml({ intl, path }: ScreenContext, list: Record<string, unknown>, limit: number, current = 1): string {
  const total = Number(list.total);
  if (!Number.isFinite(total) || total <= 0) return '';
  const fa = isFaLocale(intl.locale);
  const digits = (n: number) => formatNumber(n, { persianDigits: fa });
  const pages = Math.max(1, Math.ceil(total / limit));
  const items = pageItems(Math.min(Math.max(1, current), pages), pages)
    .filter((item): item is number => typeof item === 'number')
    .map((page) => {
      // (an en page's links get their language when the file is written: run.ts inLanguage)
      const href = listPageAddress(path, page);
      const here = page === current;
      return (
        `<li title="${digits(page)}" class="ant-pagination-item ant-pagination-item-${page}${here ? ' ant-pagination-item-active' : ''}">` +
        `<a class="light-pagination__link" href="${escape(href)}"${here ? ' aria-current="page"' : ''}>${digits(page)}</a></li>`
      );
    });
  const totalText = toPersianDigitsIf(fa, intl.formatMessage({ id: 'common.total' }, { total }));
  return (
    `<nav class="light-pagination shop-page__pagination"><ul class="ant-pagination${fa ? ' ant-pagination-rtl' : ''}">` +
    `<li class="ant-pagination-total-text">${escape(totalText)}</li>${items.join('')}</ul></nav>`
  );
}

const toPersianDigitsIf = (fa: boolean, text: string) => (fa ? toPersianDigits(text) : text);

/** Post's meta line: the date (DateText: Jalali in fa), the comment count and the hits. */
export function postMetaHtml({ intl }: ScreenContext, post: Record<string, unknown>): string {
  const count = (list: unknown): number => (Array.isArray(list) ? list.reduce((n: number, c: unknown) => n + 1 + (isObject(c) ? count(c.children) : 0), 0) : 0);
  const created = textOf(post.createdAt);
  const date = created ? formatDate(created, intl.locale) : '';
  return (
    (date ? `<span class="post-meta__item">${icon(CalendarOutlined, 'calendar')} <time dateTime="${escape(created)}">${escape(date)}</time></span>` : '') +
    (Array.isArray(post.comments)
      ? `<span class="post-meta__item">${icon(MessageOutlined, 'message')} ${escape(intl.formatMessage({ id: 'blog.commentCount' }, { count: count(post.comments) }))}</span>`
      : '') +
    `<span class="post-meta__item">${icon(EyeOutlined, 'eye')} ${escape(intl.formatMessage({ id: 'blog.hitCount' }, { count: Number(post.hits) || 0 }))}</span>`
  );
}

/** Post's body (SafeHtml), categories and AuthorBlock. */
export function postRestHtml({ intl, sanitize }: ScreenContext, post: Record<string, unknown>, imageUrl: (id: string, width: number, height: number) => string): string {
  const categories = (Array.isArray(post.categories) ? post.categories : []).filter(isObject);
  const user = isObject(post.user) ? post.user : null;
  const name = user ? [textOf(user.firstName), textOf(user.lastName)].filter(Boolean).join(' ') : '';
  const file = user && isObject(user.file) ? textOf(user.file.id) : '';
  return (
    `<section class="rich-text post-page__body">${sanitize(textOf(post.body))}</section>` +
    (categories.length
      ? `<div class="post-page__categories"><span>${escape(intl.formatMessage({ id: 'blog.categories' }))}:</span>` +
        categories.map((c) => `<a class="post-tag" href="${escape(paths.blogCategory(textOf(c.alias) || textOf(c.id)))}">${escape(textOf(c.title) || textOf(c.name))}</a>`).join('') +
        '</div>'
      : '') +
    (user
      ? `<section class="author-block" aria-label="${escape(name)}"><span class="author-block__avatar">` +
        (file ? `<img src="${escape(imageUrl(file, 100, 100))}" alt="${escape(name)}" width="72" height="72" loading="lazy">` : '') +
        `</span><div class="author-block__text"><span class="author-block__label">${escape(intl.formatMessage({ id: 'blog.author' }))}</span>` +
        `<strong class="author-block__name">${escape(name)}</strong>` +
        (textOf(user.email) ? `<a href="mailto:${escape(textOf(user.email))}" dir="ltr" class="author-block__email">${escape(textOf(user.email))}</a>` : '') +
        (textOf(user.body) ? `<div class="rich-text author-block__bio">${sanitize(textOf(user.body))}</div>` : '') +
        '</div></section>'
      : '')
  );
}

/** ContactUs' stores (StoreCard in a Panel): name, address, phones and e-mail. */
export function storesHtml({ intl }: ScreenContext, stores: readonly Record<string, unknown>[]): string {
  const digits = (value: string) => (isFaLocale(intl.locale) ? toPersianDigits(value) : value);
  const cards = stores.map((store) => {
    const phones = [...splitPhones(textOf(store.tel)), ...splitPhones(textOf(store.mobile))];
    const email = textOf(store.email);
    const address = storeAddress(store, intl.locale);
    return (
      `<div class="panel panel--small store-card"><div class="panel__head"><h3 class="store-card__name">${escape(textOf(store.name))}</h3></div>` +
      '<div class="panel__body"><ul class="store-card__facts">' +
      (address ? `<li>${icon(EnvironmentOutlined, 'environment')}<span>${escape(address)}</span></li>` : '') +
      phones.map((phone) => `<li>${icon(PhoneOutlined, 'phone')}<a href="tel:${escape(phone)}" dir="ltr">${escape(digits(phone))}</a></li>`).join('') +
      (email ? `<li>${icon(MailOutlined, 'mail')}<a href="mailto:${escape(email)}" dir="ltr">${escape(email)}</a></li>` : '') +
      '</ul></div></div>'
    );
  });
  return (
    '<section class="contact-stores" aria-labelledby="stores-heading">' +
    `<h2 id="stores-heading" class="page-section-title">${escape(intl.formatMessage({ id: 'pages.contact.stores' }))}</h2>` +
    `<div class="store-grid">${cards.join('')}</div></section>`
  );
}
