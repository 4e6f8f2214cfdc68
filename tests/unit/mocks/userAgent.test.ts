/**
 * The mock's session list names the device a session was opened on (mocks/lib/userAgent.ts): real
 * browsers' user agents, and, where the mock answers inside the page (the dev server's MSW, whose
 * requests carry no User-Agent header), the page's own.
 */
import { deviceLog, userAgentOf } from '@mocks/lib/userAgent';

const AGENTS: [string, { platform: string; browser: string; isDesktop: boolean }][] = [
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { platform: 'Linux', browser: 'Chrome', isDesktop: true }],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', { platform: 'Linux', browser: 'Chrome', isDesktop: true }],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', { platform: 'Windows', browser: 'Edge', isDesktop: true }],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', { platform: 'macOS', browser: 'Safari', isDesktop: true }],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', { platform: 'iOS', browser: 'Chrome', isDesktop: false }],
  ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', { platform: 'Android', browser: 'Samsung Internet', isDesktop: false }],
  ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { platform: 'ChromeOS', browser: 'Chrome', isDesktop: true }],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', { platform: 'Windows', browser: 'Firefox', isDesktop: true }],
];

describe('the device a session was opened on', () => {
  it.each(AGENTS)('%s', (agent, expected) => {
    expect(deviceLog(agent)).toEqual(expected);
  });

  it('reads the User-Agent header, and the page’s own agent when the request carries none (the mock inside the page)', () => {
    expect(userAgentOf(new Request('http://x/', { headers: { 'user-agent': AGENTS[0][0] } }))).toBe(AGENTS[0][0]);
    const inPage = userAgentOf(new Request('http://x/'));
    expect(inPage).toBe(navigator.userAgent);
    expect(deviceLog(inPage).platform).not.toBe('Unknown');
  });
});
