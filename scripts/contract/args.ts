/** Command line of `npm run contract` (no Node imports: unit tests load it). */
export const USAGE = `usage: npm run contract -- --base-url URL [options]

  --base-url URL        the backend's API address, e.g. https://staging-api.example.com/ (http or https)
  --api-key KEY         api key of a staff user (never printed)
  --login ID:PASSWORD   sign in instead (mobile or email and password); the run signs out at the end
  --only SERVICE        only rows of these services (comma-separated: site, auth, dashboard, ...)
  --report FILE         also write the results as JSON
  --junit FILE          also write the results as JUnit XML (one testsuite per service, one testcase per row)
  --allow-writes        run the write rows, against records the run creates and deletes itself
  --timeout MS          per-request timeout (default 10000)
  --help                this text`;

export interface CliArgs {
  baseUrl: URL;
  apiKey?: string;
  login?: { identity: string; password: string };
  only?: string[];
  report?: string;
  junit?: string;
  allowWrites: boolean;
  timeoutMs: number;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[]): CliArgs | 'help' {
  const values: Partial<Record<string, string>> = {};
  let allowWrites = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--allow-writes') {
      allowWrites = true;
      continue;
    }
    const match = /^--(base-url|api-key|login|only|report|junit|timeout)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument: ${arg.startsWith('--') ? arg.split('=')[0] : arg}`);
    const value = match.at(2) ?? argv.at(++i);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${match[1]} needs a value`);
    values[match[1]] = value;
  }
  if (!values['base-url']) throw new UsageError('--base-url is required');
  let baseUrl: URL;
  try {
    baseUrl = new URL(values['base-url']);
  } catch {
    throw new UsageError(`--base-url is not a valid URL: ${values['base-url']}`);
  }
  if (!/^https?:$/.test(baseUrl.protocol) || !baseUrl.hostname) throw new UsageError(`--base-url must be an http(s) address: ${values['base-url']}`);
  if (baseUrl.search || baseUrl.hash) throw new UsageError('--base-url must not carry a query or fragment (pass the api key with --api-key)');
  if (!baseUrl.pathname.endsWith('/')) baseUrl.pathname += '/';
  const timeoutMs = values.timeout === undefined ? 10_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds: ${values.timeout}`);
  let login: CliArgs['login'];
  if (values.login !== undefined) {
    const at = values.login.indexOf(':');
    if (at <= 0 || at === values.login.length - 1) throw new UsageError('--login must look like MOBILE:PASSWORD or EMAIL:PASSWORD');
    login = { identity: values.login.slice(0, at), password: values.login.slice(at + 1) };
  }
  return {
    baseUrl,
    apiKey: values['api-key'] || undefined,
    login,
    only: values.only?.split(',').map((s) => s.trim()).filter(Boolean),
    report: values.report,
    junit: values.junit,
    allowWrites,
    timeoutMs,
  };
}
