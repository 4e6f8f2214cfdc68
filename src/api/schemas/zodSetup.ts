/**
 * zod compiles object parsers with `new Function` unless told not to; the production
 * Content-Security-Policy forbids eval (docs/deploy.md, "Security headers"), and zod's probe for it would be
 * reported as a violation. Imported first by ./index.ts and by every schema module (a module may be
 * imported directly, before index.ts), so it runs before any schema is built.
 *
 * The app uses `zod/mini` (tree-shakeable; eslint forbids classic `zod` in src), which, unlike classic
 * zod, sets no locale: English issue messages ("Too small: expected string to have >=1 characters"),
 * as classic zod gives them, come from its English locale alone (not `z.locales`, all languages).
 */
import { z } from 'zod/mini';
import { en } from 'zod/locales';

z.config({ jitless: true });
z.config(en());
