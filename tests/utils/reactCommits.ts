/**
 * What React rendered, for tests that hold a list to "one row's change re-renders one row": React's
 * devtools hook (the one React DevTools uses; React calls it on every commit). tests/setup.ts imports
 * this module before anything loads react-dom, which reads the hook once. Nothing is walked unless a
 * test is counting, so other tests pay nothing.
 *
 * A component rendered in a commit when it performed work there (fiber flag 1) under fibers that were
 * processed in that render (a subtree React bailed out of keeps its old child fibers). Each is
 * attributed to the table row (`data-row-key`) and the table cell it is in; the checkbox column's
 * cells (`ant-table-selection-column`) are told apart from the row's other cells.
 */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: Record<string, unknown> | null;
}

export interface Rendered {
  commits: number;
  components: number;
  /** the rows with a component that rendered */
  rows: Set<string>;
  /** how many cells other than the checkbox column's had a component inside that rendered */
  cells: number;
}

const COMPONENT = new Set([0, 1, 11, 14, 15]);
const HOST = 5;
/**
 * What is being counted, kept on the global object beside the hook: a test file that reloads the
 * modules (vi.resetModules) gets a second copy of this module, while React keeps calling the hook the
 * first copy installed; both copies read and write the same state.
 */
const shared = ((globalThis as { __reactCommitsCounting?: { counting: (Rendered & { cellSet: Set<Fiber> }) | null } }).__reactCommitsCounting ??= { counting: null });

function walk(root: Fiber) {
  const r = shared.counting;
  if (!r) return;
  r.commits += 1;
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
      if (inRow !== null && inCell !== null) r.cellSet.add(inCell);
    }
    if (fiber.sibling) stack.push([fiber.sibling, fresh, row, cell]);
    if (fiber.child) stack.push([fiber.child, fresh && fiber.alternate?.child !== fiber.child, inRow, inCell]);
  }
}

const renderers = new Map<number, unknown>();
const globals = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
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

/** Counts what React renders while `during` runs (and what it awaits). */
export async function whatReactDidDuring(during: () => Promise<void> | void): Promise<Rendered> {
  const r = { commits: 0, components: 0, rows: new Set<string>(), cells: 0, cellSet: new Set<Fiber>() };
  shared.counting = r;
  try {
    await during();
  } finally {
    shared.counting = null;
  }
  return { commits: r.commits, components: r.components, rows: r.rows, cells: r.cellSet.size };
}
