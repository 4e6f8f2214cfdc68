/**
 * The language switch asks before it changes the page's language while something would be lost by
 * the change: an open form with unsaved changes (the unsaved-changes guard sets the gate while a form
 * is dirty). A form shows and saves its record in one language: switching reloads the record in the
 * new language and starts the form afresh, so typed changes do not survive the switch. Kept apart
 * from the guard so the switcher in every page's first load carries no more than this.
 */
type Gate = () => Promise<boolean>;

let gate: Gate | null = null;

export function setLanguageGate(next: Gate | null): void {
  gate = next;
}

/** Resolves true when the language may change now (nothing to lose, or the user agreed to lose it). */
export function passLanguageGate(): Promise<boolean> {
  return gate ? gate() : Promise.resolve(true);
}
