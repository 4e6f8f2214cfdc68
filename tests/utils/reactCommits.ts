/**
 * What React rendered, for tests that hold a list to "one row's change re-renders one row": the commit
 * counter of ./commitCounter.ts on React's devtools hook. tests/setup.ts imports this module before
 * anything loads react-dom, which reads the hook once. Nothing is walked unless a test is counting, so
 * other tests pay nothing.
 */
import { installCommitCounter, type CommitCounts } from './commitCounter';

export interface Rendered {
  commits: number;
  components: number;
  /** the rows with a component that rendered */
  rows: Set<string>;
  /** how many cells other than the checkbox column's had a component inside that rendered */
  cells: number;
}

/** The global property the counter fills (on the global object: a test file that reloads the modules shares it). */
const STATE = '__reactCommitsCounting';
const globals = globalThis as unknown as Record<string, CommitCounts | null>;

installCommitCounter(STATE);

/** Counts what React renders while `during` runs (and what it awaits). */
export async function whatReactDidDuring(during: () => Promise<void> | void): Promise<Rendered> {
  const r: CommitCounts = { commits: 0, components: 0, rows: new Set(), cells: new Set() };
  globals[STATE] = r;
  try {
    await during();
  } finally {
    globals[STATE] = null;
  }
  return { commits: r.commits, components: r.components, rows: r.rows, cells: r.cells.size };
}
