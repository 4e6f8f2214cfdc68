/**
 * Runs `step` in a task of its own, after the tasks already queued: a message the page posts to itself
 * (MessageChannel). The browser does not hold it back the way it holds back nested timers (4 ms each
 * after the fifth), nor throttle it in a hidden tab. Between two such tasks it handles input and paints.
 */
export function inNextTask(step: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(step, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own (`inNextTask`): what follows an `await nextTask()` runs after the page has had its turn. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));

/**
 * Runs `step` once the page has painted what the current task changed: in a task of its own after the
 * next frame (the pattern browsers' own guidance gives for work a press starts but its answer on screen
 * does not need). A tab that paints no frame (hidden) runs it after `fallbackMs` instead.
 */
export function afterNextPaint(step: () => void, fallbackMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    step();
  };
  const timer = setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame === 'undefined') return;
  requestAnimationFrame(() =>
    inNextTask(() => {
      clearTimeout(timer);
      once();
    }),
  );
}
