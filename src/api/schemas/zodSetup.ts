/**
 * zod compiles object parsers with `new Function` unless told not to; the production
 * Content-Security-Policy forbids eval (README "Security headers"), and zod's probe for it would be
 * reported as a violation. Imported first by ./index.ts and by every schema module (a module may be
 * imported directly, before index.ts), so it runs before any schema is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
