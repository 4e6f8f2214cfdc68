/**
 * The page's module script. It starts the Web Vitals listeners and the holding of early failures, then
 * evaluates the app's modules one chunk per task (boot/chunkTasks.ts) and starts the app (main.tsx).
 * The stylesheets are imported here, so that the build links them in the page's head.
 */
import { evaluateInTasks, preloadedChunks } from './app/boot/chunkTasks';
import { watchVitalsFromStart } from './lib/fieldVitals';
// with VITE_SENTRY_DSN, failures before the reporter loads are held for it (src/lib/monitoring.ts); else nothing
import { holdUncaughtFailures } from './lib/monitoring';
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
// the public pages' antd styles, built ahead (scripts/antdStyles.ts): antd skips generating them at run time
import './app/antd-public.css';
import './app/global.css';

// with VITE_RUM_URL or VITE_SENTRY_DSN: Web Vitals from the page's first moment (src/lib/fieldVitals.ts); else nothing
watchVitalsFromStart();
holdUncaughtFailures();
void evaluateInTasks(preloadedChunks()).then(() => import('./main'));
