/** The head script as the build inlines it (scripts/boot/plugin.ts): head.ts, run. */
import { head } from './head';

head();
