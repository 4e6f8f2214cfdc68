import './zodSetup'; // before any schema is built: no eval probe under the CSP
import { z } from 'zod/mini';
import { numberishSchema } from './common';

/** A successful login/registration: the api key (stored in the `api_key` cookie). */
export const apiKeySchema = z.string().check(z.minLength(1));

/** The server sent an SMS code; the client shows the 5-box code step for `mobileMinutesLeft` minutes. */
export const verificationRequiredSchema = z.looseObject({
  sendVerificationCode: z.literal(true),
  mobileMinutesLeft: z.optional(numberishSchema),
});
export type VerificationRequired = z.infer<typeof verificationRequiredSchema>;

/** Failed captcha: the client switches to the visible captcha (version 2). */
export const invalidRecaptchaSchema = z.looseObject({ invalidRecaptcha: z.literal(true) });
export type InvalidRecaptcha = z.infer<typeof invalidRecaptchaSchema>;

/** Content of login / register answers. */
export const authResultSchema = z.union([apiKeySchema, verificationRequiredSchema, invalidRecaptchaSchema]);
export type AuthResult = z.infer<typeof authResultSchema>;

export function needsVerificationCode(content: unknown): content is VerificationRequired {
  return verificationRequiredSchema.safeParse(content).success;
}

export function isInvalidRecaptcha(content: unknown): content is InvalidRecaptcha {
  return invalidRecaptchaSchema.safeParse(content).success;
}
