/**
 * React Router's Link, NavLink, Navigate and useNavigate, keeping the page's language in every address
 * they lead to: on an English page each carries `?language=en` (the spec's `language` parameter), so an
 * address opened in a new tab, reloaded or shared opens in English too, as the pre-rendered English
 * pages' links always have. Persian is the default and needs none. An address that names its language
 * already (the language switcher's) keeps it. The app imports these, never React Router's own
 * (eslint.config.js).
 */
import { Link as RouterLink, Navigate as RouterNavigate, NavLink as RouterNavLink, useNavigate as useRouterNavigate, type LinkProps, type NavigateOptions, type NavigateProps, type NavLinkProps, type To } from 'react-router-dom';
import { useCallback, useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { isLocale, LANGUAGE_PARAM, type Locale } from '@/lib/locale';

/** `to` in `language`: with `language=en` added on an English page, unless it names a language or only moves within the page. */
export function inLanguage(to: To, language: Locale): To {
  if (language === 'fa') return to;
  if (typeof to === 'string') {
    if (to === '' || to.startsWith('#')) return to;
    const hashAt = to.indexOf('#');
    const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : to.slice(hashAt);
    const queryAt = beforeHash.indexOf('?');
    const search = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
    if (search.has(LANGUAGE_PARAM)) return to;
    search.set(LANGUAGE_PARAM, language);
    return `${queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)}?${search.toString()}${hash}`;
  }
  if (to.pathname === undefined && to.search === undefined) return to;
  const search = new URLSearchParams(to.search ?? '');
  if (search.has(LANGUAGE_PARAM)) return to;
  search.set(LANGUAGE_PARAM, language);
  return { ...to, search: `?${search.toString()}` };
}

/** `inLanguage` for the page's language (for an address that is not a Link: a button that acts as one). */
export function useInLanguage(): (to: To) => To {
  // the page's language as react-intl has it (Providers gives it the session's); a part rendered
  // without it (a component test) stays in the default
  const locale = (useContext(IntlContext) as IntlShape | null)?.locale;
  const language: Locale = isLocale(locale) ? locale : 'fa';
  return useCallback((to: To) => inLanguage(to, language), [language]);
}

export function Link(props: LinkProps) {
  const localized = useInLanguage();
  return <RouterLink {...props} to={localized(props.to)} />;
}

export function NavLink(props: NavLinkProps) {
  const localized = useInLanguage();
  return <RouterNavLink {...props} to={localized(props.to)} />;
}

export function Navigate(props: NavigateProps) {
  const localized = useInLanguage();
  return <RouterNavigate {...props} to={localized(props.to)} />;
}

/** useNavigate, whose addresses keep the page's language (a number still steps through the history). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  const localized = useInLanguage();
  return useCallback((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localized(to), options)), [navigate, localized]);
}
