/// <reference types="vite/client" />
/**
 * How the mock's bulk options are read (`bulkProducts`, `bulkInvoices`, `bulkUsers`): a count from the
 * loopback mock's environment (`MOCK_X`), from the dev server's build env (`VITE_MOCK_X`, passed in by
 * the caller because Vite only fills `import.meta.env.VITE_…` written out in full), or from the page's
 * `?mockX=` parameter, kept in sessionStorage for the tab (`?mockX=0` ends it).
 */
type Env = Record<string, string | undefined>;

function fromUrl(param: string, sessionKey: string): string | undefined {
  const g = globalThis as { location?: { search?: string }; sessionStorage?: Storage };
  try {
    const flag = g.location?.search ? new URLSearchParams(g.location.search).get(param) : null;
    if (flag !== null) g.sessionStorage?.setItem(sessionKey, flag);
    return flag ?? g.sessionStorage?.getItem(sessionKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export interface BulkOption {
  /** Node env name, e.g. MOCK_PRODUCTS */
  env: string;
  /** the value of `import.meta.env.VITE_MOCK_…` (undefined under Node) */
  vite: string | undefined;
  /** page parameter, e.g. mockProducts */
  param: string;
  sessionKey: string;
  max: number;
}

/** The count asked for (0 when none), capped at `max`. */
export function bulkCount({ env, vite, param, sessionKey, max }: BulkOption): number {
  const nodeEnv = (globalThis as { process?: { env?: Env } }).process?.env;
  const raw = nodeEnv?.[env] ?? vite ?? fromUrl(param, sessionKey);
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : 0;
}
