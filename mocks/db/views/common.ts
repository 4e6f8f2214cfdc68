import { t, type Lang } from '../../lib/i18n';
import { byId } from '../queries';
import { db } from '../state';
import type { FileRef } from '@/api/schemas';

/** `{ id, name }` of a stored file (null when the id is unknown). */
export function fileRef(id: string | null | undefined): FileRef | null {
  const file = byId(db.files, id);
  return file ? { id: file.id, name: file.name } : null;
}

export function fileRefs(ids: readonly string[]): FileRef[] {
  return ids.map(fileRef).filter((f): f is FileRef => f !== null);
}

/** `{ id, name }` of a record with a bilingual name (countries, provinces, cities, regions, stores, brands). */
export function namedRef(
  list: readonly { id: string; name: { fa: string; en: string } }[],
  id: string | null | undefined,
  lang: Lang,
): { id: string; name: string } | null {
  const item = byId(list, id);
  return item ? { id: item.id, name: t(item.name, lang) } : null;
}

export { t };
