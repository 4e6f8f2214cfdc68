/** Writes `<file>.gz` (zlib level 9) beside each text file of a build, for nginx's `gzip_static`. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The text types worth precompressing (images and fonts are compressed already). */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|html|xml|txt|webmanifest)$/;

/** Every file under `dir` (recursive), as paths. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Compresses the text files of `dir`; a `.gz` is kept only when it is smaller. Returns the files written. */
export function precompress(dir: string): string[] {
  const written: string[] = [];
  for (const file of files(dir)) {
    if (!PRECOMPRESSED.test(file)) continue;
    const source = readFileSync(file);
    const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= source.length) continue;
    writeFileSync(`${file}.gz`, gz);
    written.push(`${file}.gz`);
  }
  return written;
}
