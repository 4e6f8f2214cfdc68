/**
 * The payment providers' start addresses (customer spec §7). A production build never points the pay
 * button at a missing or placeholder host: `npm run build` stops and names the variable. The pay button
 * uses PASARGAD, so its address is required; ZARINPAL and AYANDEH are used only when the server answers
 * with them: a placeholder stops the build, a missing one is named in a warning (the client then refuses
 * to send anyone there).
 */
export const PAYMENT_ENV = { required: ['VITE_PASARGAD_URL'], optional: ['VITE_ZARINPAL_STARTPAY_URL', 'VITE_AYANDEH_URL'] } as const;
const PLACEHOLDER = /(^|[./])example(\.|\/|$)|replace-with|placeholder|changeme/i;

export function paymentEnvProblems(env: Record<string, string | undefined>): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const check = (name: string, required: boolean) => {
    const value = (env[name] ?? '').trim();
    if (!value) (required ? errors : warnings).push(`${name} is not set`);
    else if (!/^https?:\/\/[^/\s]+/.test(value)) errors.push(`${name} must be an absolute http(s) address (got "${value}")`);
    else if (PLACEHOLDER.test(value)) errors.push(`${name} is a placeholder ("${value}")`);
  };
  PAYMENT_ENV.required.forEach((name) => check(name, true));
  PAYMENT_ENV.optional.forEach((name) => check(name, false));
  return { errors, warnings };
}
