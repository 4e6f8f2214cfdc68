/**
 * A page's trail back to the home page (Home › Shop › category › product): links, the current page
 * last, in a `nav` named for assistive technology; the links keep the page's language. It wraps on a
 * narrow screen, and the current page's name ends in an ellipsis rather than scroll sideways.
 */
import { Link } from '@/components/links';
import { breadcrumbsClass, type Crumb } from './crumb';

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** The trail's name (the catalogue's BREADCRUMB_LABEL). */
  label: string;
  className?: string;
}

export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  return (
    <nav className={breadcrumbsClass(className)} aria-label={label}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={index} className="breadcrumbs__item">
            {item.to ? (
              <Link to={item.to}>{item.name}</Link>
            ) : (
              <span className="breadcrumbs__current" aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
