/**
 * The two shapes of an auth answer the public screens branch on, checked without zod so the login,
 * register and contact screens (captcha) keep the schema library out of their first load. Same rules
 * as `verificationRequiredSchema` / `invalidRecaptchaSchema` in ./auth (a test keeps them in step).
 */
export interface VerificationRequired {
  sendVerificationCode: true;
  mobileMinutesLeft?: number | string;
  [key: string]: unknown;
}
export interface InvalidRecaptcha {
  invalidRecaptcha: true;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number, or a string of digits (Latin, with an optional decimal part) — `numberishSchema`. */
function isNumberish(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
}

export function needsVerificationCode(content: unknown): content is VerificationRequired {
  return isRecord(content) && content.sendVerificationCode === true && (content.mobileMinutesLeft === undefined || isNumberish(content.mobileMinutesLeft));
}

export function isInvalidRecaptcha(content: unknown): content is InvalidRecaptcha {
  return isRecord(content) && content.invalidRecaptcha === true;
}
