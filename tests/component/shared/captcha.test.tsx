import { createRef } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../utils/renderApp';
import { Captcha, useCaptcha, isInvalidRecaptchaError, type CaptchaHandle, type UseCaptcha } from '@/components/captcha';
import { GoogleCaptchaV3 } from '@/components/captcha/GoogleCaptchaV3';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };

describe('Captcha, local stand-in', () => {
  it('version 2: ticking "I\'m not a robot" yields a token; reset clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    renderWithProviders(<Captcha ref={ref} version={2} onChange={onChange} />, '/', en);

    // the visible box is its own chunk (loaded when version 2 is asked for)
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(await ref.current?.execute()).toBeNull();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith('local-v2-token');
    expect(await ref.current?.execute()).toBe('local-v2-token');

    act(() => ref.current?.reset());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it('version 2: "simulate a failed check" yields the token the mock backend rejects', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Captcha version={2} onChange={onChange} />, '/', en);
    await user.click(await screen.findByRole('checkbox', { name: 'Simulate a failed check' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(onChange).toHaveBeenLastCalledWith('invalid');
  });

  it('version 2 is translated to Persian', async () => {
    renderWithProviders(<Captcha version={2} onChange={() => undefined} />);
    expect(await screen.findByRole('checkbox', { name: 'من ربات نیستم' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'بررسی امنیتی' })).toBeInTheDocument();
  });

  it('version 3 is invisible and execute resolves a token', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    const { container } = renderWithProviders(<Captcha ref={ref} version={3} onChange={onChange} />, '/', en);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(container.querySelector('.local-captcha')).toBeNull();
    let token: string | null | undefined;
    await act(async () => {
      token = await ref.current?.execute();
    });
    expect(token).toBe('local-v3-token');
    expect(onChange).toHaveBeenLastCalledWith('local-v3-token');
  });
});

describe('useCaptcha', () => {
  const hook: { current: UseCaptcha | null } = { current: null };
  function Harness() {
    const captcha = useCaptcha();
    hook.current = captcha;
    return <Captcha ref={captcha.captchaRef} version={captcha.version} onChange={captcha.setToken} />;
  }

  it('sends version 3 with a fresh token, switches to version 2 on invalidRecaptcha, and resets after each send', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Harness />, '/', en);
    expect(hook.current?.version).toBe(3);

    let fields: Awaited<ReturnType<UseCaptcha['fields']>> | undefined;
    await act(async () => {
      fields = await hook.current?.fields();
    });
    expect(fields).toEqual({ recaptchaVersion: 3, 'g-recaptcha-response': 'local-v3-token' });

    // A successful send: stays on version 3, value reset.
    act(() => hook.current?.onAnswer());
    expect(hook.current?.token).toBeNull();
    expect(store.getState().session.recaptchaVersion).toBe(3);

    // Another failure: stays on 3.
    act(() => hook.current?.onAnswer({ status: 'API_ERROR', content: { other: true } }));
    expect(store.getState().session.recaptchaVersion).toBe(3);

    // invalidRecaptcha: everyone moves to the visible version 2.
    act(() => hook.current?.onAnswer({ status: 'API_ERROR', content: { invalidRecaptcha: true } }));
    expect(store.getState().session.recaptchaVersion).toBe(2);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });

    await user.click(box);
    expect(hook.current?.token).toBe('local-v2-token');
    await act(async () => {
      fields = await hook.current?.fields();
    });
    expect(fields).toEqual({ recaptchaVersion: 2, 'g-recaptcha-response': 'local-v2-token' });

    // Value resets after the send.
    act(() => hook.current?.onAnswer({ status: 'API_ERROR', content: { invalidRecaptcha: true } }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked());
    expect(hook.current?.token).toBeNull();
  });

  it('recognises the error shapes', () => {
    expect(isInvalidRecaptchaError({ status: 'API_ERROR', content: { invalidRecaptcha: true } })).toBe(true);
    expect(isInvalidRecaptchaError({ data: { content: { invalidRecaptcha: true } } })).toBe(true);
    expect(isInvalidRecaptchaError({ status: 400, content: null })).toBe(false);
    expect(isInvalidRecaptchaError(undefined)).toBe(false);
  });
});

describe('GoogleCaptchaV3 (provider google, version 3)', () => {
  afterEach(() => {
    delete window.grecaptcha;
    document.head.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
  });

  it('loads the v3 script once with the site key and language, and executes the action', async () => {
    const execute = vi.fn(async () => 'google-v3-token');
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    renderWithProviders(<GoogleCaptchaV3 ref={ref} siteKey="site-key-3" hl="fa" action="login" onChange={onChange} />);

    const script = document.head.querySelector('script[src*="recaptcha/api.js"]') as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-3&hl=fa');
    window.grecaptcha = { ready: (callback: () => void) => callback(), execute };
    script.onload?.(new Event('load'));

    let token: string | null | undefined;
    await act(async () => {
      token = await ref.current?.execute();
    });
    expect(token).toBe('google-v3-token');
    expect(execute).toHaveBeenCalledWith('site-key-3', { action: 'login' });
    expect(onChange).toHaveBeenLastCalledWith('google-v3-token');
    expect(document.head.querySelectorAll('script[src*="recaptcha/api.js"]')).toHaveLength(1);
  });
});
