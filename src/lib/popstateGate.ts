/**
 * A `popstate` listener registered before React Router's (listeners on window run in the order they
 * were added, capturing or not), so the unsaved-changes guard can hold a back/forward step before the
 * router sees it. The app installs it when its module loads; the guard sets the gate while a form has
 * changes. The gate returns true to keep the event from every later listener.
 */
type Gate = (event: PopStateEvent) => boolean;

let gate: Gate | null = null;
let installed = false;

export function setPopstateGate(next: Gate | null): void {
  gate = next;
}

export function installPopstateGate(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (gate?.(event)) event.stopImmediatePropagation();
  });
}
