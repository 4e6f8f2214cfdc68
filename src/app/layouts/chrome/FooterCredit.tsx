/** The TONDAR_NET credit in the footer (rich text). Loaded lazily so DOMPurify stays out of the first load. */
import { SafeHtml } from '@/components/SafeHtml';

export default function FooterCredit({ html }: { html: string }) {
  return <SafeHtml html={html} className="site-footer__credit" />;
}
