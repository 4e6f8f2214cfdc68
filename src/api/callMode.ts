/**
 * How the calls dispatched inside `withCallMode(mode, fn)` are sent: `quiet` shows none of their
 * notices (a bulk action collects the server's messages into its own summary instead of 40 toasts),
 * `keepalive` sends them with fetch keepalive (a delete committed while the page is being closed).
 * The mode is read by the baseQuery synchronously when a thunk is dispatched, so `fn` must dispatch
 * its calls synchronously (RTK Query calls the baseQuery in the same tick as `dispatch(initiate(...))`).
 */
export interface CallMode {
  quiet?: boolean;
  keepalive?: boolean;
}

let current: CallMode = {};

export function withCallMode<R>(mode: CallMode, fn: () => R): R {
  const previous = current;
  current = { ...previous, ...mode };
  try {
    return fn();
  } finally {
    current = previous;
  }
}

/** The mode of the call being started (the baseQuery reads it before its first await). */
export function callMode(): CallMode {
  return current;
}
