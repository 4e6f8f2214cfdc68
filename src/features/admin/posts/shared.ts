/** Small helpers the post screens share: the user's name, category titles, message ids. */
import type { Author } from '@/api/schemas';

type Person = Pick<Author, 'firstName' | 'lastName'> | string | null | undefined;

/** "First Last" of a populated user; '' for a bare id or none. */
export function personName(user: Person): string {
  if (!user || typeof user === 'string') return '';
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Titles of populated categories (bare ids are left out). */
export function categoryTitles(categories: readonly (string | { id: string; title?: string; name?: string })[] | undefined): { key: string; label: string }[] {
  return (categories ?? []).flatMap((c) => (typeof c === 'string' ? [] : [{ key: c.id, label: c.title ?? c.name ?? c.id }]));
}
