/**
 * A product's description: its HTML through the sanitiser (SafeHtml, DOMPurify), whose code is a chunk
 * of its own that arrives right after the page's first paint. `ProductBody.preload()` loads it ahead;
 * once loaded, the description renders without suspending (a pre-rendered page hydrates it at once).
 */
import { lazyScreen } from '@/components/screens';

const LazySafeHtml = lazyScreen(() => import('@/components/SafeHtml').then((m) => ({ default: m.SafeHtml })));

export function ProductBody({ html }: { html: string }) {
  return <LazySafeHtml html={html} className="product-body" />;
}

ProductBody.preload = LazySafeHtml.preload;
