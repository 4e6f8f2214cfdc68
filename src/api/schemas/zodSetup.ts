/**
 * zod compiles object parsers with `new Function` unless told not to; the production
 * Content-Security-Policy forbids eval (README "Security headers"), and zod's probe for it would be
 * reported as a violation. Imported first by ./index.ts, before any answer is parsed.
 */
import { z } from 'zod';

z.config({ jitless: true });
