import { FIXED_NOW, MS } from '../clock';
import type { Rng } from '../random';
import type { Db } from '../types';
import type { FileFactory } from './files';

/** What every area seed receives. Seeds run in a fixed order (see seed/index.ts). */
export interface SeedContext {
  db: Db;
  rng: Rng;
  files: FileFactory;
}

/** `createdAt`/`updatedAt` pair: created `ageDays` before the seed's now, edited some time later. */
export function stamps(ctx: SeedContext, ageDays: number): { createdAt: string; updatedAt: string } {
  const created = FIXED_NOW - ageDays * MS.day;
  const edited = created + ctx.rng.float(0, ageDays) * MS.day * 0.5;
  return { createdAt: new Date(created).toISOString(), updatedAt: new Date(edited).toISOString() };
}
