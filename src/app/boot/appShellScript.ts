/** The app-shell script as the build inlines it (scripts/boot/plugin.ts): appShell.ts, run. */
import { showAppShell } from './appShell';

showAppShell();
