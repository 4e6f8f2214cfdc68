/**
 * Where each list was left: its query (page, page size, sorter, filters, columns, view), so that the way
 * back from a form or a record (its Back button) returns to the page of the list the staff member came
 * from, with its filters, instead of the list's first page. Kept per tab in sessionStorage, so a reload
 * of the form keeps it and another tab has its own. The language is left out: the page's own language
 * decides it (Back after switching to Persian on the form must not bring English back). Signing in or
 * out forgets them all (apiKeyCookie.ts removes the entry: it is on every page's first load, this module
 * is not): the next user of the tab does not start on another's filters. A browser that refuses storage
 * remembers nothing, and Back goes to the list's first page.
 */
import { LANGUAGE_PARAM } from '@/lib/locale';
import { LIST_QUERIES_STORAGE } from '@/lib/storageKeys';

function read(): Record<string, string> {
  try {
    const text = window.sessionStorage.getItem(LIST_QUERIES_STORAGE);
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(queries: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(LIST_QUERIES_STORAGE, JSON.stringify(queries));
  } catch {
    // not kept: Back goes to the list's first page
  }
}

/** Notes the query a list at `pathname` shows now (`search` as in the address, with or without its '?'). */
export function rememberListQuery(pathname: string, search: string): void {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  const queries = read();
  if ((queries[pathname] ?? '') === query) return;
  const next = { ...queries };
  if (query) next[pathname] = query;
  else delete next[pathname];
  write(next);
}

/** The list's address as it was last left in this tab: `listPath` with its query, or `listPath` alone. */
export function listReturnPath(listPath: string): string {
  const query = read()[listPath];
  return query ? `${listPath}?${query}` : listPath;
}
