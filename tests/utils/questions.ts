/** Answering the app's questions (confirmation dialogs) in component tests. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const questionsWith = (button: string) => screen.queryAllByRole('dialog').filter((dialog) => within(dialog).queryByRole('button', { name: button }));

/**
 * Call before the press that asks; the function it gives answers the question that press opened with
 * `button`, once it is there. A dialog already on the page is never taken for it: the form's own dialog,
 * or an earlier question still closing (jsdom ends no motion), which has the same buttons. Waiting for
 * any dialog instead answered too early when the form's own was there already and the question came late
 * (a loaded machine).
 */
export function nextQuestion(button: string) {
  const before = new Set(questionsWith(button));
  return async (user: UserEvent) => {
    const question = await waitFor(
      () => {
        const opened = questionsWith(button).filter((dialog) => !before.has(dialog)).pop();
        if (!opened) throw new Error(`no question with "${button}" has opened`);
        return opened;
      },
      { timeout: 20_000 },
    );
    await user.click(within(question).getByRole('button', { name: button }));
  };
}
