/**
 * The ids of index.html's app-shell templates and the mark of what the app-shell script shows
 * (appShell.ts). Without imports: the build's plugin reads them at config time (scripts/boot/plugin.ts).
 */
export const APP_SHELL_ID = 'app-shell';
export const APP_LOADING_ID = 'app-loading';
/** The attribute the shown frame's elements carry until the app renders over them (tests wait for it to go). */
export const APP_SHELL_MARK = 'data-app-shell';
