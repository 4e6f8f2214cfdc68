/**
 * What React rendered, counted through React's devtools hook (the one React DevTools uses; React calls
 * it on every commit, the production build too). Shared by the component tests (./reactCommits.ts) and
 * the browser's list measurements (tests/e2e/listTiming.ts, which hands this function to
 * `addInitScript`: it is sent as source, so it uses nothing outside its own body).
 *
 * A component rendered in a commit when it performed work there (fiber flag 1) under fibers that were
 * processed in that render (a subtree React bailed out of keeps its old child fibers). Each is
 * attributed to the table row (`data-row-key`) and the table cell it is in; the checkbox column's
 * cells (`ant-table-selection-column`) are told apart from the row's other cells.
 */

/** What is counted while a count runs. */
export interface CommitCounts {
  commits: number;
  components: number;
  /** the rows with a component that rendered */
  rows: Set<string>;
  /** the cells other than the checkbox column's with a component inside that rendered */
  cells: Set<unknown>;
  /** when present, each commit that rendered a component in a row adds how many rows it rendered in */
  rowsPerCommit?: number[];
}

/**
 * Installs the hook (unless one is there). `stateKey` names the global property holding the
 * CommitCounts being filled, or null while nothing is counted: a test sets it, and every copy of a
 * module reading it (vi.resetModules loads a second one) shares it.
 */
export function installCommitCounter(stateKey: string): void {
  interface Fiber {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: Record<string, unknown> | null;
  }
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const globals = globalThis as unknown as Record<string, unknown>;
  const walk = (root: Fiber) => {
    const r = globals[stateKey] as CommitCounts | null | undefined;
    if (!r) return;
    r.commits += 1;
    const rowsNow = new Set<string>();
    const stack: [Fiber, boolean, string | null, Fiber | null][] = [[root, true, null, null]];
    while (stack.length) {
      const [fiber, fresh, row, cell] = stack.pop()!;
      const props = fiber.tag === HOST ? fiber.memoizedProps : null;
      const key = props?.['data-row-key'];
      const inRow = key === undefined || key === null ? row : String(key as string);
      const className = typeof props?.className === 'string' ? props.className : '';
      const inCell = /\bant-table-cell\b/.test(className) ? (/\bant-table-selection-column\b/.test(className) ? null : fiber) : cell;
      if (fresh && COMPONENT.has(fiber.tag) && (fiber.alternate === null || (fiber.flags & 1) === 1)) {
        r.components += 1;
        if (inRow !== null) r.rows.add(inRow);
        if (inRow !== null) rowsNow.add(inRow);
        if (inRow !== null && inCell !== null) r.cells.add(inCell);
      }
      // a sibling list and a subtree React kept whole (its child fibers are the previous commit's) hold
      // nothing that rendered: not walked, so that the count costs the commit little (a page of 100 rows
      // is some 20,000 fibers, and walking them all added 20-30 ms to each tick at 4x CPU)
      if (fiber.sibling && fresh) stack.push([fiber.sibling, fresh, row, cell]);
      if (fiber.child && fresh && fiber.alternate?.child !== fiber.child) stack.push([fiber.child, true, inRow, inCell]);
    }
    if (rowsNow.size > 0) r.rowsPerCommit?.push(rowsNow.size);
  };
  if (globals.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const renderers = new Map<number, unknown>();
  globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      walk(root.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
    setStrictMode() {},
  };
}
