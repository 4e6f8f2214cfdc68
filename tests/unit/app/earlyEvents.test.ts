/**
 * The recorder of a reader's early actions on a pre-rendered page (src/app/boot/earlyEvents.ts): what
 * it holds back, what it leaves to the browser, and that each action is performed once, in order, on
 * the element it was done on, once the page is hydrated.
 */
import { onControlNotHydrated, recordEarlyEvents, replayEarlyEvents } from '@/app/boot/earlyEvents';

const html = `
  <a href="/shop" id="link">shop</a>
  <button type="button" id="plus">+</button>
  <input type="checkbox" id="box">
  <form id="search"><input id="query" name="q"><button id="send">send</button></form>
`;

beforeEach(() => {
  document.body.innerHTML = html;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('early events', () => {
  it('holds back a tap on a button or a checkbox until the page can act on it, then performs it once', async () => {
    const recorder = recordEarlyEvents();
    byId('plus').click();
    byId<HTMLInputElement>('box').click();
    // the browser's own action waits: the checkbox is not ticked yet
    expect(byId<HTMLInputElement>('box').checked).toBe(false);
    const events = recorder.stop();
    expect(events.map((event) => `${event.type} ${event.target.id}`)).toEqual(['click plus', 'click box']);

    const taps: string[] = [];
    byId('plus').addEventListener('click', () => taps.push('plus'));
    await replayEarlyEvents(events, { hydrated: () => true });
    expect(taps).toEqual(['plus']);
    expect(byId<HTMLInputElement>('box').checked).toBe(true);
    // stopped: a tap now is the page's own
    byId('plus').click();
    expect(taps).toEqual(['plus', 'plus']);
  });

  it('leaves a link to the browser and records nothing for it', async () => {
    const recorder = recordEarlyEvents();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(recorder.stop()).toEqual([]);
  });

  it('leaves typing to the browser and tells the app what the field holds, once per field; a form sent early is sent once', async () => {
    const recorder = recordEarlyEvents();
    const query = byId<HTMLInputElement>('query');
    query.value = 'ro';
    query.dispatchEvent(new Event('input', { bubbles: true }));
    query.value = 'rose';
    query.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const events = recorder.stop();
    expect(events.map((event) => `${event.type} ${event.target.id}`)).toEqual(['input query', 'submit search']);

    const told: string[] = [];
    query.addEventListener('input', () => told.push(query.value));
    const sent: string[] = [];
    byId('search').addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(query.value);
    });
    await replayEarlyEvents(events, { hydrated: () => true });
    expect(told).toEqual(['rose']);
    expect(sent).toEqual(['rose']);
  });

  it('skips an action whose element is no longer on the page', async () => {
    const recorder = recordEarlyEvents();
    byId('plus').click();
    const events = recorder.stop();
    const taps: string[] = [];
    const gone = byId('plus');
    gone.addEventListener('click', () => taps.push('gone'));
    gone.remove();
    await replayEarlyEvents(events, { hydrated: () => true });
    expect(taps).toEqual([]);
  });

  it('waits for React to have the element (a part hydrated in a later pass) before it performs the action there', async () => {
    const recorder = recordEarlyEvents();
    byId('plus').click();
    const events = recorder.stop();
    const taps: string[] = [];
    byId('plus').addEventListener('click', () => taps.push('plus'));
    let adopted = false;
    const replay = replayEarlyEvents(events, { hydrated: () => adopted });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(taps).toEqual([]);
    adopted = true;
    await replay;
    expect(taps).toEqual(['plus']);
  });

  it('while React hydrates, holds a tap on a control it has not reached (React does not see it) and hands it over; other taps pass', async () => {
    const root = document.body;
    const seen: string[] = [];
    const held: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const recorder = recordEarlyEvents(document, {
      accept: (target) => onControlNotHydrated(root, target),
      onEvent: (event) => held.push(`${event.type} ${event.target.id}`),
    });
    // a button React has (hydration put its props on it, the page had its first commit) and one it has not reached yet
    Object.assign(byId('send'), { __reactProps$test: {} });
    document.documentElement.dataset.hydrated = 'true';
    onTestFinished(() => {
      delete document.documentElement.dataset.hydrated;
    });
    byId('send').click();
    byId('plus').click();
    recorder.stop();
    expect(seen).toEqual(['send']);
    expect(held).toEqual(['click plus']);
  });
});

