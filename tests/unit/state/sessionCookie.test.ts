/** The api_key session cookie: SameSite=Lax always, Secure whenever the site is served over https. */
import { API_KEY_COOKIE, apiKeyCookieAttributes, clearApiKeyCookie, writeApiKeyCookie } from '@/state/session';

/** Records the strings js-cookie writes to document.cookie (the attributes are only visible there). */
function recordCookieWrites(): { writes: string[]; restore(): void } {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as unknown as { cookie?: string }).cookie };
}

const attributesOf = (cookie: string) => cookie.split(';').slice(1).map((part) => part.trim().toLowerCase());

describe('api_key cookie', () => {
  let recorder: ReturnType<typeof recordCookieWrites>;
  beforeEach(() => {
    recorder = recordCookieWrites();
  });
  afterEach(() => recorder.restore());

  it('is Secure and SameSite=Lax on https', () => {
    writeApiKeyCookie('k-https', 'https:');
    const [written] = recorder.writes;
    expect(written.startsWith(`${API_KEY_COOKIE}=k-https;`)).toBe(true);
    expect(attributesOf(written)).toEqual(expect.arrayContaining(['secure', 'samesite=lax', 'path=/']));
    expect(attributesOf(written).some((a) => a.startsWith('expires='))).toBe(true);
  });

  it('is SameSite=Lax but not Secure on plain http (it could not be sent back otherwise)', () => {
    writeApiKeyCookie('k-http', 'http:');
    const attributes = attributesOf(recorder.writes[0]);
    expect(attributes).toContain('samesite=lax');
    expect(attributes).not.toContain('secure');
    // jsdom serves http, so the cookie is really stored and readable
    expect(document.cookie).toContain(`${API_KEY_COOKIE}=k-http`);
  });

  it('follows the page protocol by default and clears with the same attributes', () => {
    expect(apiKeyCookieAttributes()).toEqual({ sameSite: 'lax', secure: window.location.protocol === 'https:', path: '/' });
    expect(apiKeyCookieAttributes('https:')).toMatchObject({ sameSite: 'lax', secure: true });
    clearApiKeyCookie('https:');
    const removal = recorder.writes.at(-1)!;
    expect(removal.startsWith(`${API_KEY_COOKIE}=;`)).toBe(true);
    expect(attributesOf(removal)).toEqual(expect.arrayContaining(['secure', 'samesite=lax', 'path=/']));
  });
});
