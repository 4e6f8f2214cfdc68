/**
 * The head script (src/app/boot/head.ts): before the body is parsed, `<html lang dir>` in the visitor's
 * language, and nothing slow (the first Intl formatter is the app's, when it starts); the build puts it before every stylesheet
 * (scripts/boot/plugin.ts withHeadScript); and `<html data-signed-in>` while the sign-in cookie is there.
 */
import { head } from '@/app/boot/head';
import { API_KEY_COOKIE, clearApiKeyCookie, writeApiKeyCookie } from '@/lib/apiKeyCookie';
import { holdsSignInCookie, SIGNED_IN_ATTRIBUTE } from '@/lib/signInMark';
import { bundleBootScript, withHeadScript } from '../../../scripts/boot/plugin';

describe('the head script', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('sets the visitor’s language and makes no Intl formatter (a page’s first one is slow: the app makes it when it starts)', () => {
    const made: string[] = [];
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale?: Intl.LocalesArgument) {
      made.push(String(locale));
      return { format: () => '0' } as unknown as Intl.NumberFormat;
    } as unknown as typeof Intl.NumberFormat);
    try {
      window.history.replaceState(null, '', '/contact-us?language=en');
      head();
      expect(document.documentElement.lang).toBe('en');
      expect(document.documentElement.dir).toBe('ltr');
      expect(made).toEqual([]);
      window.history.replaceState(null, '', '/');
      window.localStorage.setItem('language', 'fa');
      head();
      expect(document.documentElement.dir).toBe('rtl');
      expect(made).toEqual([]);
    } finally {
      NumberFormat.mockRestore();
    }
  });

  it('goes right after the viewport, before every stylesheet (an inline script after one waits for it)', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <link rel="stylesheet" href="/a.css">\n</head>';
    const out = withHeadScript(html, 'head()');
    expect(out.indexOf('<script>head()</script>')).toBeGreaterThan(out.indexOf('name="viewport"'));
    expect(out.indexOf('<script>head()</script>')).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(() => withHeadScript('<head></head>', 'head()')).toThrow(/viewport/);
  });

  it('and the app-shell script, as the build inlines them into every page, are under 3 KB together', async () => {
    const scripts = await Promise.all(['src/app/boot/headScript.ts', 'src/app/boot/appShellScript.ts'].map((file) => bundleBootScript(process.cwd(), file)));
    const bytes = scripts.map((code) => new TextEncoder().encode(code).length);
    // each is the whole of its module graph, minified: a few hundred bytes at least
    expect(Math.min(...bytes)).toBeGreaterThan(500);
    expect(bytes[0] + bytes[1], `head ${bytes[0]} bytes, app shell ${bytes[1]}`).toBeLessThan(3 * 1024);
  });
});

describe('the signed-in mark', () => {
  afterEach(() => {
    clearApiKeyCookie();
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  });

  it('is set by the head script when the sign-in cookie is there, and only then', () => {
    head();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
    document.cookie = `${API_KEY_COOKIE}=k-1; path=/`;
    head();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(true);
    document.cookie = `${API_KEY_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    head();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });

  it('reads only the sign-in cookie, and only with a value', () => {
    expect(holdsSignInCookie(`${API_KEY_COOKIE}=abc`)).toBe(true);
    expect(holdsSignInCookie(`language=en; ${API_KEY_COOKIE}=abc; other=1`)).toBe(true);
    expect(holdsSignInCookie(`${API_KEY_COOKIE}=`)).toBe(false);
    expect(holdsSignInCookie(`x${API_KEY_COOKIE}=abc; ${API_KEY_COOKIE}x=abc`)).toBe(false);
    expect(holdsSignInCookie('')).toBe(false);
  });

  it('follows the cookie as sign-in writes it and sign-out or a refused key clears it', () => {
    writeApiKeyCookie('k-2');
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(true);
    clearApiKeyCookie();
    expect(document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(false);
  });
});
