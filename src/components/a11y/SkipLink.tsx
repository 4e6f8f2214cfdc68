/** "Skip to content": the first stop of every layout; moves focus to the layout's <main id="main">. */
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

export const MAIN_ID = 'main';

export function focusMain() {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  // jsdom has no scrollIntoView
  if ('scrollIntoView' in main) main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // the router would otherwise keep the hash; focus moves where the hash would have scrolled
    event.preventDefault();
    focusMain();
  };
  return (
    <a href={`#${MAIN_ID}`} className="skip-link" onClick={skip}>
      <FormattedMessage id="pages.chrome.skip" />
    </a>
  );
}
