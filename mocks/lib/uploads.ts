/**
 * Uploaded images of a multipart add/edit (brands, posts, plugins ...): JPEG or PNG under 2 MB each
 * (spec §5, §9), stored as file records in a directory. `checkImages` THROWS the spec's failure for
 * the first bad file, so a refused upload changes nothing.
 */
import { nowIso } from '../db/clock';
import { db, nextId } from '../db/state';
import type { FileRecord } from '../db/types';
import { fail } from './http';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export function checkImages(files: readonly File[]): void {
  for (const file of files) {
    if (!/^image\/(jpeg|png)$/.test(file.type)) throw fail('The file format is not acceptable.');
    if (file.size >= IMAGE_MAX_BYTES) throw fail('The maximum file size is 2 MB.');
  }
}

/** Stores checked images in `directory`; answers their new file ids in order. */
export function storeImages(files: readonly File[], directory: string): string[] {
  checkImages(files);
  return files.map((file) => {
    const at = nowIso();
    const suffix = file.type === 'image/png' ? 'png' : 'jpg';
    const stored: FileRecord = {
      id: nextId('f', db.files),
      name: file.name || `image.${suffix}`,
      alias: null,
      directory,
      extension: { name: 'image', suffix },
      mime: file.type,
      size: file.size,
      auth: false,
      users: [],
      roles: [],
      createdAt: at,
      updatedAt: at,
    };
    db.files.push(stored);
    return stored.id;
  });
}
