/** The mock answers its messages in the request's language, like the real server. */
import { bypass } from 'msw';
import { VALIDATION_TEXT } from '@/api/schemas/requests';
import { db, seededApiKey } from '@mocks/db';
import { isCatalogued, MESSAGE_CATALOGUE, translateMessage } from '@mocks/lib/messages';
import { CAPTCHA, call, firstMessage, useLoopbackServer } from './helpers';

const PERSIAN = /[\u0600-\u06ff]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The mock's sources: every message a handler can answer is written in one of them. */
const sources = import.meta.glob(['/mocks/handlers/*.ts', '/mocks/lib/*.ts', '/mocks/loopback.ts'], { query: '?raw', import: 'default', eager: true });

/** The sentence literals of a source ('Saved successfully.', `count: Only ${n} items ...`), comments left out. */
function sentences(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');
  const found: string[] = [];
  for (const m of code.matchAll(/'((?:[a-zA-Z.]+: )?[A-Z][a-z][^'\n]*[.!])'/g)) found.push(m[1]);
  for (const m of code.matchAll(/`([^`\n]*\$\{[^`\n]*[.!])`/g)) {
    // a part filled in per answer: a count where the name says so, else a field or a name
    const filled = m[1].replace(/\$\{([^}]*)\}/g, (_all, expr: string) => (/\b(n|length|count|stock)\b/.test(expr) ? '3' : 'field'));
    if (/[A-Z][a-z]+ [a-z]+/.test(filled)) found.push(filled);
  }
  return found.filter((s) => s !== 'Passw0rd!');
}

describe('the mock message catalogue', () => {
  it('has an English and a Persian text for every message, with the same parts filled in', () => {
    expect(MESSAGE_CATALOGUE.length).toBeGreaterThan(100);
    for (const entry of MESSAGE_CATALOGUE) {
      expect(entry.en.trim(), entry.en).not.toBe('');
      expect(PERSIAN.test(entry.en), entry.en).toBe(false);
      expect(PERSIAN.test(entry.fa), `${entry.en} → ${entry.fa}`).toBe(true);
      expect(placeholders(entry.fa), entry.en).toEqual(placeholders(entry.en));
    }
    expect(new Set(MESSAGE_CATALOGUE.map((e) => e.en)).size).toBe(MESSAGE_CATALOGUE.length);
  });

  it('holds every message the mock handlers can answer, and the request checks\' own texts', () => {
    const all = Object.entries(sources)
      .filter(([file]) => !file.endsWith('/messages.ts'))
      .flatMap(([file, source]) => sentences(source as string).map((s) => [file, s] as const));
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter(([, message]) => !isCatalogued(message)).map(([file, message]) => `${file}: ${message}`);
    expect(missing).toEqual([]);
    for (const text of [VALIDATION_TEXT.required, VALIDATION_TEXT.pattern, VALIDATION_TEXT.email, VALIDATION_TEXT.max(200), VALIDATION_TEXT.min(1)]) {
      expect(isCatalogued(text), text).toBe(true);
    }
  });

  it('fills in counts with Persian digits and isolates left-to-right parts of a Persian message', () => {
    expect(translateMessage('count: Only 3 items are available in this store.', 'fa')).toBe('\u2068count\u2069: تنها ۳ عدد در این فروشگاه موجود است.');
    expect(translateMessage('title: Can not be empty!; alias: Does not match pattern.', 'fa')).toBe(
      '\u2068title\u2069: نمی‌تواند خالی باشد!؛ \u2068alias\u2069: با الگو سازگار نیست.',
    );
    expect(translateMessage('Saved successfully.', 'en')).toBe('Saved successfully.');
    // what the catalogue does not know still reads as Persian, its English part isolated
    expect(translateMessage('mobile: Invalid input', 'fa')).toMatch(/^درخواست معتبر نیست: \u2068mobile: Invalid input\u2069$/);
  });
});

describe('the mock answers in the request\'s language', () => {
  const mobile = { country: 'c1', mobile: '9120000006' };

  it('sign-in: "The verification code was sent." in fa and in en', async () => {
    const fa = await call('auth/v1/user/login', { body: { ...CAPTCHA, ...mobile, password: '' }, language: 'fa' });
    expect(fa.json.messages).toEqual([{ type: 'info', message: 'کد تأیید فرستاده شد.' }]);
    const en = await call('auth/v1/user/login', { body: { ...CAPTCHA, ...mobile, password: '' }, language: 'en' });
    expect(en.json.messages).toEqual([{ type: 'info', message: 'The verification code was sent.' }]);
    const captcha = await call('auth/v1/user/login', { body: { ...mobile, password: 'x', 'g-recaptcha-response': 'invalid' }, language: 'fa' });
    expect(firstMessage(captcha.json)).toBe('کپچا معتبر نیست.');
    expect(captcha.json.data.content).toEqual({ invalidRecaptcha: true });
  });

  it('add to cart and remove from it, in fa and in en', async () => {
    const key = seededApiKey('u6');
    const product = db.products.find((p) => p.publish && p.buy && p.stocks.some((s) => s.count >= 3))!;
    const store = product.stocks.find((s) => s.count >= 3)!.store;
    const fa = await call('ecommercemanagement/v1/cart', { key, body: { product: product.id, store, count: 1 }, language: 'fa' });
    expect(fa.json.messages).toEqual([{ type: 'success', message: 'محصول با موفقیت به سبد خرید اضافه شد.' }]);
    const en = await call('ecommercemanagement/v1/cart', { key, body: { product: product.id, store, count: 1 }, language: 'en' });
    expect(en.json.messages).toEqual([{ type: 'success', message: 'Product successfully added to cart.' }]);
    const removed = await call('ecommercemanagement/v1/cart', { key, method: 'DELETE', body: { product: product.id, store }, language: 'fa' });
    expect(firstMessage(removed.json)).toBe('محصول از سبد خرید شما حذف شد.');
  });

  it('an admin save and a refusal, in fa and in en', async () => {
    const admin = seededApiKey('u1');
    const fa = await call('usermanagement/v1/role', { key: admin, body: { name: 'QA_FA' }, language: 'fa' });
    expect(fa.json.success).toBe(true);
    expect(firstMessage(fa.json)).toBe('با موفقیت ذخیره شد.');
    const en = await call('usermanagement/v1/role', { key: admin, body: { name: 'QA_EN' }, language: 'en' });
    expect(firstMessage(en.json)).toBe('Saved successfully.');
    const twice = await call('usermanagement/v1/role', { key: admin, body: { name: 'QA_FA' }, language: 'fa' });
    expect(firstMessage(twice.json)).toBe('نقشی با این نام وجود دارد.');
  });

  describe('over the loopback server', () => {
    const { base } = useLoopbackServer();
    it('answers a handler\'s message and an unknown path in the request\'s language', async () => {
      const ask = async (path: string, language: string) => {
        const url = new URL(path, base());
        url.searchParams.set('language', language);
        const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...mobile, password: '', ...CAPTCHA }) };
        const response = await fetch(bypass(new Request(url, init)));
        return ((await response.json()) as { messages: { message: string }[] }).messages[0]?.message;
      };
      expect(await ask('auth/v1/user/login', 'fa')).toBe('کد تأیید فرستاده شد.');
      expect(await ask('auth/v1/user/login', 'en')).toBe('The verification code was sent.');
      expect(await ask('nothing/v1/here', 'fa')).toBe('صفحه درخواستی پیدا نشد.');
      expect(await ask('nothing/v1/here', 'en')).toBe('The requested page was not found.');
    });
  });
});
