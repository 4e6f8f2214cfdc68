import { goToProvider, paymentReturn, paymentTarget, returnUrl } from '@/features/invoice/payment';

const providers = {
  zarinpalStartPay: 'https://zarinpal.test/pg/StartPay/',
  ayandehUrl: 'https://ayandeh.test/pay',
  pasargadUrl: 'https://pep.test/payment',
};
const ctx = { invoiceNumber: 3461, language: 'fa', siteUrl: 'https://shop.test/', providers };

describe('paymentTarget', () => {
  it.each([
    ['ZARINPAL', { payment: 'ZARINPAL', Authority: 'A0001' }, { kind: 'redirect', url: 'https://zarinpal.test/pg/StartPay/A0001' }],
    ['PASARGAD', { payment: 'PASARGAD', token: 'tok en' }, { kind: 'redirect', url: 'https://pep.test/payment?n=tok%20en' }],
    [
      'AYANDEH',
      { payment: 'AYANDEH', token: 'T1' },
      {
        kind: 'form',
        action: 'https://ayandeh.test/pay',
        method: 'POST',
        fields: { token: 'T1', RedirectURL: 'https://shop.test/invoice/3461?language=fa&payment=AYANDEH', GetMethod: 'true' },
      },
    ],
    ['ZARINPAL without Authority', { payment: 'ZARINPAL', token: 'x' }, null],
    ['PASARGAD without token', { payment: 'PASARGAD' }, null],
    ['unknown provider', { payment: 'OTHER', token: 'x' }, null],
  ])('%s', (_name, answer, expected) => {
    expect(paymentTarget(answer, ctx)).toEqual(expected);
  });

  it('appends n with & when the configured address already has a query', () => {
    expect(paymentTarget({ payment: 'PASARGAD', token: 'T' }, { ...ctx, providers: { ...providers, pasargadUrl: 'http://127.0.0.1:1/fake-pay?x=1' } })).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1:1/fake-pay?x=1&n=T',
    });
  });
});

describe('goToProvider', () => {
  it('builds and submits a hidden POST form for AYANDEH', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    goToProvider({ kind: 'form', action: 'https://ayandeh.test/pay', method: 'POST', fields: { token: 'T1', GetMethod: 'true' } });
    const form = document.body.querySelector('form')!;
    expect(form.method.toLowerCase()).toBe('post');
    expect(form.action).toBe('https://ayandeh.test/pay');
    const inputs = [...form.querySelectorAll('input')].map((i) => [i.name, i.type, i.value]);
    expect(inputs).toEqual([
      ['token', 'hidden', 'T1'],
      ['GetMethod', 'hidden', 'true'],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    form.remove();
    submit.mockRestore();
  });
});

describe('return parameters', () => {
  it('reads State, RefNum and tref when payment is present', () => {
    expect(paymentReturn(new URLSearchParams('language=en&payment=PASARGAD&State=OK&RefNum=R1&tref=T9'))).toEqual({
      payment: 'PASARGAD',
      State: 'OK',
      RefNum: 'R1',
      TransactionReferenceID: 'T9',
    });
    expect(paymentReturn(new URLSearchParams('language=en'))).toBeNull();
  });

  it('builds the site return address', () => {
    expect(returnUrl('https://shop.test', 7, 'en', 'AYANDEH')).toBe('https://shop.test/invoice/7?language=en&payment=AYANDEH');
  });
});

describe('payment provider configuration', () => {
  it('an unconfigured provider address starts no payment (never a placeholder host)', () => {
    const none = { zarinpalStartPay: '', ayandehUrl: '', pasargadUrl: '' };
    expect(paymentTarget({ payment: 'PASARGAD', token: 't' }, { ...ctx, providers: none })).toBeNull();
    expect(paymentTarget({ payment: 'ZARINPAL', Authority: 'a' }, { ...ctx, providers: none })).toBeNull();
    expect(paymentTarget({ payment: 'AYANDEH', token: 't' }, { ...ctx, providers: none })).toBeNull();
  });

  it('the production build stops naming a missing or placeholder address', async () => {
    const { paymentEnvProblems } = await import('../../../scripts/paymentEnv');
    const good = {
      VITE_PASARGAD_URL: 'https://pep.shaparak.ir/payment.aspx',
      VITE_ZARINPAL_STARTPAY_URL: 'https://www.zarinpal.com/pg/StartPay/',
      VITE_AYANDEH_URL: 'https://ipg.bank.test/pay',
    };
    expect(paymentEnvProblems(good)).toEqual({ errors: [], warnings: [] });
    expect(paymentEnvProblems({ ...good, VITE_PASARGAD_URL: '' }).errors).toEqual(['VITE_PASARGAD_URL is not set']);
    expect(paymentEnvProblems({ ...good, VITE_PASARGAD_URL: 'https://pep.example/payment' }).errors[0]).toMatch(/VITE_PASARGAD_URL is a placeholder/);
    expect(paymentEnvProblems({ ...good, VITE_AYANDEH_URL: 'https://ayandeh.example/payment' }).errors[0]).toMatch(/VITE_AYANDEH_URL is a placeholder/);
    expect(paymentEnvProblems({ ...good, VITE_PASARGAD_URL: '/fake-pay' }).errors[0]).toMatch(/VITE_PASARGAD_URL must be an absolute/);
    expect(paymentEnvProblems({ ...good, VITE_AYANDEH_URL: undefined })).toEqual({ errors: [], warnings: ['VITE_AYANDEH_URL is not set'] });
    // the loopback mock's fake provider (tests/e2e/run.mjs) is a real address
    expect(paymentEnvProblems({ ...good, VITE_PASARGAD_URL: 'http://127.0.0.1:8787/fake-pay' }).errors).toEqual([]);
  });
});
