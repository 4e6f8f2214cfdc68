/**
 * Tells the monitoring queue where the page is: the matched route's pattern and screen, the language and
 * the user's role names (src/lib/monitoring.ts; never who the user is), and who is signed in for the
 * scrubber only (their values are removed from every report). Set while rendering, before the
 * screen below it renders, so a screen that fails on its first render is reported with its own route.
 * Rendered by AppRoutes only in a build with monitoring (a constant there).
 */
import { useAppSelector } from '@/state/hooks';
import { selectApiKey, selectCurrentUser, selectLanguage, selectUserRoles } from '@/state/selectors';
import { noteMonitoredSession, setMonitoringScope } from '@/lib/monitoring';

export function MonitoringScope({ route, screen }: { route: string; screen: string }) {
  const language = useAppSelector(selectLanguage);
  const roles = useAppSelector(selectUserRoles);
  // who is signed in never goes into a report: the scrubber removes their values (src/app/monitoring/scrub.ts)
  noteMonitoredSession(useAppSelector(selectApiKey), useAppSelector(selectCurrentUser));
  setMonitoringScope({ route, screen, language, roles });
  return null;
}
