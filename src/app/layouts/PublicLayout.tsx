/** SITE and PORTO_ECOMMERCE layouts: top bar, menu, content, footer, floating buttons (the context menu is off app-wide: Startup). */
import { SkipLink } from '@/components/a11y/SkipLink';
import { Outlet } from 'react-router-dom';
import { preconnect } from 'react-dom';
import { apiOriginElsewhere } from '@/api/urls';
import { SiteHeader } from './chrome/SiteHeader';
import { SiteFooter } from './chrome/SiteFooter';
import { FloatingButtons } from './chrome/FloatingButtons';

const API_ORIGIN = apiOriginElsewhere();

export default function PublicLayout({ shop = false }: { shop?: boolean }) {
  // the pictures' host: React writes the hint into the pre-rendered page and, in the app, into the head
  if (API_ORIGIN) preconnect(API_ORIGIN);
  return (
    <div className={`public-layout${shop ? ' public-layout--shop' : ''}`}>
      <SkipLink />
      <SiteHeader stickyMenu={shop} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingButtons chat={shop} />
    </div>
  );
}

export function ShopLayout() {
  return <PublicLayout shop />;
}
