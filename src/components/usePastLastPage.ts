import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A paged list opened past its last page (an old or shared address, a remembered one, rows deleted
 * since) is answered with no rows under a total that says there are some. This moves it to its last
 * page (`toPage(last)`, which should put the corrected address in place of this one in the history),
 * rather than showing an empty list that reads as if there were nothing. `answer` is the list call's
 * answer for this page (RTK Query's `currentData`), undefined while it is on its way.
 */
export function usePastLastPage(
  answer: { docs: readonly unknown[]; total: number | string } | undefined,
  page: number,
  limit: number,
  toPage: (last: number) => void,
): void {
  const last = answer && answer.docs.length === 0 && Number(answer.total) > 0 ? Math.ceil(Number(answer.total) / limit) : undefined;
  const move = useRef(toPage);
  useLayoutEffect(() => {
    move.current = toPage;
  });
  useEffect(() => {
    if (last !== undefined && last < page) move.current(last);
  }, [last, page]);
}
