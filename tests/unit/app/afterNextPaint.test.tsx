/**
 * `afterNextPaint` (src/lib/tasks.ts) and `useApiCall`'s `afterPaint` (an optimistic switch's call
 * starts once the press has painted, the one-at-a-time guard holding from the press on).
 */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { afterNextPaint } from '@/lib/tasks';
import { CallInProgress, useApiCall } from '@/components/resource/useApiCall';
import type { ApiThunk } from '@/components/resource/types';

const withStore = () => {
  const store = makeStore();
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
};

/** Holds the page's animation frames until `paint()` runs them. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  return {
    paint: () => frames.splice(0).forEach((callback) => callback(performance.now())),
    restore: () => spy.mockRestore(),
  };
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterNextPaint', () => {
  it('runs the step in a task after the next frame, not before it', async () => {
    const frames = holdFrames();
    const step = vi.fn();
    afterNextPaint(step, 10_000);
    await aTask();
    expect(step).not.toHaveBeenCalled();
    frames.paint();
    expect(step).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(1));
    frames.restore();
  });

  it('runs it once after the fallback when no frame comes (a hidden tab), and not again when one does', async () => {
    const frames = holdFrames();
    const step = vi.fn();
    afterNextPaint(step, 5);
    await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(1));
    frames.paint();
    await aTask();
    await aTask();
    expect(step).toHaveBeenCalledTimes(1);
    frames.restore();
  });
});

describe('useApiCall afterPaint', () => {
  it('is busy at once, dispatches once the press has painted, and refuses a second run meanwhile', async () => {
    const frames = holdFrames();
    const thunk = vi.fn(() => Object.assign(Promise.resolve({ data: 1 }), { unwrap: () => Promise.resolve('done'), unsubscribe: () => undefined }));
    const { result } = renderHook(() => useApiCall(), { wrapper: withStore() });
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = result.current.run(thunk as unknown as ApiThunk<string>, { afterPaint: true });
    });
    expect(result.current.busy).toBe(true);
    await expect(result.current.run(thunk as unknown as ApiThunk<string>)).rejects.toBeInstanceOf(CallInProgress);
    await aTask();
    expect(thunk).not.toHaveBeenCalled();
    frames.paint();
    await act(async () => {
      await expect(answer).resolves.toBe('done');
    });
    expect(thunk).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    frames.restore();
  });

  it('without the option dispatches in the press itself', () => {
    const thunk = vi.fn(() => Object.assign(Promise.resolve({ data: 1 }), { unwrap: () => Promise.resolve('done'), unsubscribe: () => undefined }));
    const { result } = renderHook(() => useApiCall(), { wrapper: withStore() });
    act(() => {
      void result.current.run(thunk as unknown as ApiThunk<string>);
    });
    expect(thunk).toHaveBeenCalledTimes(1);
  });
});
