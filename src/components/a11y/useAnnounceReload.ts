/**
 * A list that loads again (a new page, filter, sort or search) says so once it has its rows: "List
 * updated: n rows" in the polite live region, in the UI language. The first load says nothing (the
 * route change announced the screen).
 */
import { useEffect, useRef } from 'react';
import { announce } from './announce';

export function useAnnounceReload(isFetching: boolean, text: () => string) {
  const state = useRef({ loaded: false, wasFetching: isFetching });
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    const s = state.current;
    if (s.wasFetching && !isFetching) {
      if (s.loaded) announce(latest.current());
      s.loaded = true;
    } else if (!isFetching && !s.wasFetching) s.loaded = true;
    s.wasFetching = isFetching;
  }, [isFetching]);
}
