/**
 * What covers the top of the window: the page's own header (the banner: its language switch, cart and
 * avatar) while any of it is in view, and the bars held at the top edge (`data-sticky-edge="top"`:
 * the dashboard header, the shop's fixed menu). Read at the time it is needed, so a header that wraps
 * on a phone, or one scrolled half away, is measured as it is.
 */

/** The banner: a `<header>` of the page, not one of an article, a section or the main content. */
function isBanner(element: Element): boolean {
  return element.tagName === 'HEADER' && !element.parentElement?.closest('main, article, aside, nav, section, header');
}

/** The lowest edge, in window coordinates, of the page's header and the top bars (0 when none is in view). */
export function topCoveredTo(): number {
  let bottom = 0;
  document.querySelectorAll('header, [role="banner"], [data-sticky-edge="top"]').forEach((element) => {
    if (!isBanner(element) && element.getAttribute('role') !== 'banner' && (element as HTMLElement).dataset.stickyEdge !== 'top') return;
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0 || box.top > 1) return;
    bottom = Math.max(bottom, box.bottom);
  });
  return bottom;
}
