/**
 * jsdom lays nothing out and has no media queries: a test of a staff list gives the list's box (the
 * table's wrapper, which the list measures) its width and says which media queries hold. Both are put
 * back after each test of the file that calls `listLayout()`.
 */
import { fakeMatchMedia } from './matchMedia';

export function listLayout() {
  const realMatchMedia = window.matchMedia;
  let restoreBox: (() => void) | undefined;
  afterEach(() => {
    restoreBox?.();
    restoreBox = undefined;
    window.matchMedia = realMatchMedia;
  });
  return {
    /** The list's box is `width` px wide (every other element 0, as jsdom has them). */
    box(width: number) {
      restoreBox?.();
      const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('resource-page__table') ? width : 0;
      });
      restoreBox = () => clientWidth.mockRestore();
    },
    /** `matches(query)` decides which media queries hold (the window's width). */
    media(matches: (query: string) => boolean) {
      window.matchMedia = fakeMatchMedia(matches);
    },
  };
}
