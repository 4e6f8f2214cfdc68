import { bypass } from 'msw';
import { useLoopbackServer } from './helpers';

describe('loopback HTTP server', () => {
  const loopback = useLoopbackServer();

  // msw/node intercepts fetch in tests; bypass() sends the request over the network for real.
  const real = (path: string, init?: RequestInit) => fetch(bypass(new Request(new URL(path, loopback.base()), init)));

  it('answers with the envelope and CORS for loopback origins', async () => {
    const res = await real('site/v1/version', { headers: { Origin: 'http://localhost:4173' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(await res.json()).toEqual({ success: true, data: { content: '1.0.0' }, messages: [] });
    const foreign = await real('site/v1/version', { headers: { Origin: 'https://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with 204', async () => {
    const res = await real('auth/v1/user/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it('passes bodies, statuses and binary content through', async () => {
    const login = await real('auth/v1/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ country: 'c1', mobile: '9120000006', password: 'Passw0rd!', 'g-recaptcha-response': 't' }),
    });
    const key = (await login.json()).data.content as string;
    expect(typeof key).toBe('string');
    const me = await real(`auth/v1/user/currentUser?apiKey=${key}`);
    expect((await me.json()).data.content.id).toBe('u6');
    expect((await real('auth/v1/user/currentUser')).status).toBe(401);
    const png = await real('site/v1/downloadFile/?ids=f1');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    const missing = await real('nothing/here');
    expect(missing.status).toBe(404);
    expect((await missing.json()).success).toBe(false);
  });
});
