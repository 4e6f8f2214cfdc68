/**
 * One pair of live regions for the whole app (polite and assertive), mounted once by <Announcer />
 * before anything is said: a screen reader reads what `announce` puts there, once. The same text twice
 * in a row is read twice (the region is emptied first). Used for route changes (RouteFocus), notices
 * (NoticeHost), form errors and list reloads.
 */
type Politeness = 'polite' | 'assertive';
type Listener = (politeness: Politeness, text: string) => void;

const listeners = new Set<Listener>();

export function announce(text: string, politeness: Politeness = 'polite') {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return;
  listeners.forEach((listener) => listener(politeness, clean));
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
