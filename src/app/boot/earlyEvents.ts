/**
 * The reader's early actions on a pre-rendered page: a tap, a key, a form sent or a field typed into
 * before the app has hydrated the page. The page reads whole from its first paint, but until React is
 * attached its buttons do nothing; React itself replays an action only from the moment hydration
 * starts. So the head script (head.ts) starts `recordEarlyEvents` before the first paint, and the app
 * (main.tsx) stops it as it calls `hydrateRoot` and performs what was recorded once the page is
 * hydrated, once each, in order, on the same elements (hydration keeps every element of the page).
 * The idea is Angular's event replay for hydration ("early event contract").
 *
 * Links keep working natively throughout: a tap on a link is not recorded (its page is pre-rendered
 * too). A recorded tap's own default action is held back (a checkbox does not tick, a form is not sent
 * by the browser): it happens once, when the tap is performed. Typing is left to the browser (the text
 * stays in the field); the app is then told what the field holds.
 *
 * Dependency-free: the head script is bundled on its own.
 */

/** Where the head script leaves the recorder for the app. */
export const EARLY_EVENTS = '__earlyEvents';

export type EarlyEvent =
  | { type: 'click'; target: Element; detail: { clientX: number; clientY: number; button: number } }
  | { type: 'keydown'; target: Element; detail: { key: string; code: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean } }
  | { type: 'submit'; target: HTMLFormElement }
  | { type: 'input' | 'change'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement };

export interface EarlyEventRecorder {
  /** Stops recording and hands over what was recorded, in order. */
  stop(): EarlyEvent[];
}

const KINDS = ['click', 'keydown', 'submit', 'input', 'change'] as const;

/** Keys that only move focus or change nothing by themselves: the browser handles them as it always does. */
const PASSIVE_KEYS = ['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Escape'];

function isField(target: Element): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A field the reader types into (not a checkbox, radio or button, whose taps are recorded as clicks). */
function isTextField(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color'].includes(target.type);
}

export interface RecordOptions {
  /** Which actions to hold (all, by default: before hydration starts, React has none of the page). */
  accept?: (target: Element) => boolean;
  /** Each action as it is held (else they are kept for `stop()`). */
  onEvent?: (event: EarlyEvent) => void;
}

/**
 * Starts recording on `doc` (in the capture phase: before anything else sees the event). An action
 * held while React is hydrating is also kept from React (it would drop a tap on a part it cannot
 * hydrate at once) and performed once React has its element.
 */
export function recordEarlyEvents(doc: Document = document, { accept, onEvent: handOver }: RecordOptions = {}): EarlyEventRecorder {
  const events: EarlyEvent[] = [];
  const typed = new WeakSet<Element>();
  const hold = (event: EarlyEvent, source: Event) => {
    if (accept) source.stopPropagation();
    if (handOver) handOver(event);
    else events.push(event);
  };
  const onEvent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (accept && !accept(target)) return;
    if (event.type === 'click') {
      if (target.closest('a[href]')) return;
      if (isTextField(target)) return;
      const mouse = event as MouseEvent;
      event.preventDefault();
      hold({ type: 'click', target, detail: { clientX: mouse.clientX, clientY: mouse.clientY, button: mouse.button } }, event);
    } else if (event.type === 'keydown') {
      const key = event as KeyboardEvent;
      if (PASSIVE_KEYS.includes(key.key) || isTextField(target)) return;
      hold({ type: 'keydown', target, detail: { key: key.key, code: key.code, shiftKey: key.shiftKey, ctrlKey: key.ctrlKey, altKey: key.altKey, metaKey: key.metaKey } }, event);
    } else if (event.type === 'submit') {
      if (!(target instanceof HTMLFormElement)) return;
      event.preventDefault();
      hold({ type: 'submit', target }, event);
    } else if (isField(target) && isTextField(target)) {
      // what the field holds is read when the app is told: one entry per field, where it was first typed into
      if (!typed.has(target)) {
        typed.add(target);
        hold({ type: target instanceof HTMLSelectElement ? 'change' : 'input', target }, event);
      } else if (accept) event.stopPropagation();
    }
  };
  KINDS.forEach((kind) => doc.addEventListener(kind, onEvent, true));
  return {
    stop() {
      KINDS.forEach((kind) => doc.removeEventListener(kind, onEvent, true));
      return events.splice(0);
    },
  };
}

/**
 * Tells React what a field holds now: React reads a change only when the value differs from the one
 * it knows (it noted the field's value when it hydrated it), so that value is set to another first
 * through React's own setter, then the typed one through the element's, and the event is sent.
 */
function tellField(target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, type: 'input' | 'change'): void {
  if (!(target instanceof HTMLSelectElement)) {
    const typed = target.value;
    const prototype = Object.getPrototypeOf(target) as object;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setter) return;
    target.value = typed === '' ? ' ' : '';
    setter.call(target, typed);
  }
  target.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Whether React has attached to `element`: hydration puts its props on each node it adopts, and the page
 * has had its first commit. The page's
 * frame is hydrated first; a part inside a Suspense boundary (a screen, loaded lazily) in a later pass,
 * and an action performed on it before then would find no handler.
 */
export function isHydrated(element: Element): boolean {
  // React puts its props on a node while it renders, before that render is committed (a node of a
  // render not committed yet finds no handler): the page's first commit is awaited too (main.tsx marks it)
  return element.ownerDocument.documentElement.dataset.hydrated === 'true' && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const CONTROLS = 'button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="spinbutton"]';

/**
 * Whether an action on `target` lands on a control of the page React has not hydrated yet (the page's
 * parts hydrate in slices): such an action is held until it has. Outside `root`, or not on a control
 * (text, a link, markup React does not own), the action is the page's as usual.
 */
export function onControlNotHydrated(root: Element, target: Element): boolean {
  const control = target.closest(CONTROLS);
  return !!control && root.contains(control) && !isHydrated(control);
}

/** How long an action waits for its element to be hydrated before it is let go. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Performs the recorded actions on the hydrated page, once each, in order, each once React has its
 * element; an element no longer on the page (or never hydrated) is skipped.
 */
export async function replayEarlyEvents(
  events: readonly EarlyEvent[],
  { view = window, hydrated = isHydrated }: { view?: Window & typeof globalThis; hydrated?: (element: Element) => boolean } = {},
): Promise<void> {
  for (const event of events) {
    for (let waited = 0; event.target.isConnected && !hydrated(event.target) && waited < HYDRATION_WAIT_MS; waited += 50) {
      await new Promise((resolve) => view.setTimeout(resolve, 50));
    }
    if (!event.target.isConnected || !hydrated(event.target)) continue;
    switch (event.type) {
      case 'click':
        event.target.dispatchEvent(new view.MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...event.detail }));
        break;
      case 'keydown':
        event.target.dispatchEvent(new view.KeyboardEvent('keydown', { bubbles: true, cancelable: true, composed: true, ...event.detail }));
        break;
      case 'submit':
        event.target.requestSubmit();
        break;
      default:
        tellField(event.target, event.type);
    }
  }
}

/** The recorder the head script started on this page, or null (a page without it: the dev server, a test). */
export function earlyEventRecorder(view: Window = window): EarlyEventRecorder | null {
  return (view as unknown as Record<string, EarlyEventRecorder | undefined>)[EARLY_EVENTS] ?? null;
}
