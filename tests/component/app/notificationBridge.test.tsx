/**
 * The notice bridge shows a notice and then rests: it does not re-render for ever after the first one.
 * Without antd's notification chunk it still shows notices; back online, the ones about the missing
 * connection close.
 */
import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { needsConnection, notify } from '@/api/notifier';
import { NotificationBridge, noticeHostFrom } from '@/app/NotificationBridge';
import { renderWithProviders } from '../../utils/renderApp';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

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

describe('notices when antd\'s notification code cannot be had (offline before the worker keeps it)', () => {
  const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/NoticeHost-a1.js'));

  it('shows them in the site\'s own markup, announced, each closable, instead of taking the page down', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NotificationBridge Host={noticeHostFrom(unreachable)} />
        <p>The page</p>
      </>,
      '/',
      en,
    );
    act(() => notify({ type: 'warning', messageId: 'offline.needsConnection' }));
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(/^This needs a connection: nothing was sent/);
    expect(screen.getByText('The page')).toBeInTheDocument();
    act(() => notify({ type: 'success', message: 'Your profile was saved.' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
  });

  it('closes the notices about the missing connection when the browser is back online, and only those', async () => {
    renderWithProviders(<NotificationBridge Host={noticeHostFrom(unreachable)} />, '/', en);
    act(() => notify(needsConnection()));
    act(() => notify({ type: 'info', message: 'The verification code was sent.' }));
    expect(await screen.findAllByTestId('notice')).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
    expect(screen.getByTestId('notice')).toHaveTextContent('The verification code was sent.');
  });
});

describe('antd\'s notices back online', () => {
  it('the "could not reach the server" notice closes when the connection is back; a server\'s message stays', async () => {
    renderWithProviders(<NotificationBridge />, '/', en);
    // duration 0: neither closes by its own time, only the connection's return can close one
    act(() => notify({ type: 'error', messageId: 'api.networkError', untilOnline: true, duration: 0 }));
    act(() => notify({ type: 'success', message: 'Your profile was saved.', duration: 0 }));
    expect((await screen.findAllByText('Could not reach the server. Check your connection.')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Your profile was saved.')).length).toBeGreaterThan(0);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // antd closes a notice by its leave motion (jsdom never ends one): the notice is on its way out
    // (every copy: StrictMode renders antd's holder twice in tests)
    const leaving = (text: string) => screen.getAllByText(text).map((node) => node.closest('.ant-notification-notice')?.classList.contains('ant-notification-fade-leave'));
    await waitFor(() => expect(leaving('Could not reach the server. Check your connection.')).not.toContain(false));
    expect(leaving('Your profile was saved.')).not.toContain(true);
  });
});
