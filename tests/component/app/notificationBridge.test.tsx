/** The notice bridge shows a notice and then rests: it does not re-render for ever after the first one. */
import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { notify } from '@/api/notifier';
import { NotificationBridge } from '@/app/NotificationBridge';
import { renderWithProviders } from '../../utils/renderApp';

describe('NotificationBridge', () => {
  it('shows each notice and then stops rendering', async () => {
    let commits = 0;
    const count = () => {
      commits += 1;
      // a loop would never end the test: stop it here and fail instead
      if (commits > 200) throw new Error('NotificationBridge keeps re-rendering');
    };
    renderWithProviders(
      <Profiler id="bridge" onRender={count}>
        <NotificationBridge />
      </Profiler>,
    );
    act(() => notify({ type: 'info', message: 'The verification code was sent.' }));
    expect((await screen.findAllByText('The verification code was sent.')).length).toBeGreaterThan(0);
    // the text takes its own direction, isolated: an English message on a Persian page keeps its full stop at its end
    expect(screen.getAllByText('The verification code was sent.')[0]).toHaveAttribute('dir', 'auto');
    act(() => notify({ type: 'success', message: 'Your profile was saved.' }));
    expect((await screen.findAllByText('Your profile was saved.')).length).toBeGreaterThan(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // two notices and their entry animations take a few dozen commits; a loop takes thousands
    expect(commits).toBeLessThan(60);
  });
});
