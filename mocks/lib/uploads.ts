/**
 * Uploaded images of a multipart add/edit (brands, posts, plugins ...): JPEG or PNG under 2 MB each
 * (spec §5, §9), stored as file records in a directory. `checkImages` THROWS the spec's failure for
 * the first bad file, so a refused upload changes nothing. `storeUploads` stores files of any type
 * (the file manager) and keeps their bytes, so a download answers what was uploaded.
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

/** The bytes of files uploaded while the mock runs (by file id); seeded files have generated bodies. */
export const uploadedBytes = new Map<string, Uint8Array>();

const suffixOf = (name: string) => (/\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1] ?? '').toLowerCase();

/** A file's kind (extension name) from its MIME type: image, video, audio, document, spreadsheet, archive or file. */
function kindOf(mime: string, suffix: string): string {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (/sheet|excel|csv/.test(mime) || ['xls', 'xlsx', 'csv', 'ods'].includes(suffix)) return 'spreadsheet';
  if (/zip|rar|tar|7z|gzip/.test(mime)) return 'archive';
  if (/pdf|word|text|document|presentation|rtf/.test(mime)) return 'document';
  return 'file';
}

/** Stores uploaded files of any type with the given access fields; answers their new ids in order. */
export async function storeUploads(
  files: readonly File[],
  info: Pick<FileRecord, 'alias' | 'directory' | 'auth' | 'users' | 'roles'>,
): Promise<string[]> {
  const bodies = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  return files.map((file, i) => {
    const at = nowIso();
    const suffix = suffixOf(file.name);
    const mime = file.type || 'application/octet-stream';
    const stored: FileRecord = {
      id: nextId('f', db.files),
      name: file.name || 'file',
      alias: info.alias,
      directory: info.directory,
      extension: { name: kindOf(mime, suffix), suffix },
      mime,
      size: file.size,
      auth: info.auth,
      users: [...info.users],
      roles: [...info.roles],
      createdAt: at,
      updatedAt: at,
    };
    db.files.push(stored);
    uploadedBytes.set(stored.id, bodies[i]);
    return stored.id;
  });
}
