/** A `window.matchMedia` for jsdom (which has none): `matches(query)` decides which media queries hold. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
