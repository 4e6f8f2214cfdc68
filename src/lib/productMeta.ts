/**
 * A product page's title and description (src/lib/pageMeta.ts has the other page kinds): a module of its
 * own because it formats the price, which no other page's first load needs.
 */
import { formatMoney } from './money';
import { finalPrice } from './productPrice';
import { firstSentence, htmlToText, type Messages, type PageMeta } from './pageMeta';

/** A product: its name; the name, the price to pay and the first sentence of its body. */
export function productMeta(intl: Messages, product: { name: string; body?: string | null; price?: number | string | null; discount?: number | string | null }, locale: string): PageMeta {
  const sentence = firstSentence(htmlToText(product.body));
  const price = formatMoney(finalPrice(product.price ?? null, product.discount ?? null), locale);
  return {
    title: product.name,
    description: sentence || price ? [product.name, price, sentence].filter(Boolean).join(' — ') : intl.formatMessage({ id: 'shop.product.metaDescription' }, { name: product.name }),
  };
}
