/**
 * The page's own tasks (src/lib/tasks.ts posts a message to itself through a MessageChannel), held
 * for a test to run one at a time: `stepTasks()` stubs the global MessageChannel and returns the queue.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stepTasks(): Array<() => void> {
  const tasks: Array<() => void> = [];
  class StepChannel {
    port1 = { onmessage: null as null | (() => void), close: () => undefined };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  vi.stubGlobal('MessageChannel', StepChannel);
  return tasks;
}
