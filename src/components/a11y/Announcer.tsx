/** The app's two live regions (see announce.ts), rendered once, empty until something is announced; also says new form errors (formErrors.ts) and keeps focus in modals (dialogFocus.ts). */
import { useEffect, useState } from 'react';
import { subscribeAnnouncements } from './announce';
import { watchFormErrors } from './formErrors';
import { keepFocusInDialogs } from './dialogFocus';

export function Announcer() {
  const [said, setSaid] = useState({ polite: '', assertive: '', serial: 0 });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeAnnouncements((politeness, text) => {
      // empty first, then the text on the next task: a repeated text is a change the reader reads again
      setSaid((s) => ({ ...s, [politeness]: '' }));
      clearTimeout(timer);
      timer = setTimeout(() => setSaid((s) => ({ ...s, [politeness]: text, serial: s.serial + 1 })), 60);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  useEffect(() => watchFormErrors(), []);
  useEffect(() => keepFocusInDialogs(), []);
  return (
    <>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {said.polite}
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {said.assertive}
      </div>
    </>
  );
}
