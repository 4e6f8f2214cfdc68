/** The public menu's and the footer's links: SiteHeader and SiteFooter render them, and the pre-render writes them into each page. */
import { paths } from '@/lib/paths';

export interface NavLinkItem {
  to: string;
  /** The link's text (a message id). */
  id: string;
  /** Current only on exactly this address (home), not on the pages under it. */
  end?: boolean;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: paths.home, id: 'app.home', end: true },
  { to: paths.shop, id: 'nav.shop' },
  { to: paths.blog, id: 'nav.blog' },
  { to: paths.gallery, id: 'nav.gallery' },
  { to: paths.projects, id: 'nav.projects' },
  { to: paths.aboutUs, id: 'nav.aboutUs' },
  { to: paths.contactUs, id: 'nav.contactUs' },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { to: paths.home, id: 'app.home' },
  { to: paths.aboutUs, id: 'nav.aboutUs' },
  { to: paths.contactUs, id: 'nav.contactUs' },
];
