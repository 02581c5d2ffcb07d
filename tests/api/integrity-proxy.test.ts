import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { buildAppWithLog, buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 24 §14: behind a proxy, the limits and the log see each visitor, not the proxy. */
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function app(env: Record<string, string>): Promise<App> {
  const t = await buildTestApp({ RATE_LIMIT_WRITES_PER_IP: '2', RATE_LIMIT_AUTH_PER_IP: '2', ...env });
  opened.push(t);
  return t.app;
}

let n = 0;
/**
 * A write under the general write limit (a newsletter link with a token nobody was sent: 400), relayed
 * by the proxy at 127.0.0.1 for `visitor`. Routes with a limit of their own count under that one.
 */
const signUp = (target: App, visitor: string) =>
  target.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': visitor },
    payload: { token: `unknown-token-${++n}` },
  });
const signInFrom = (target: App, visitor: string) =>
  target.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': visitor },
    payload: { username: `nobody${++n}`, password: 'Wrong-password-1' },
  });

// Each test builds its own app (one setting each): slow on a busy machine.
describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('takes a hop count or proxy addresses, and refuses anything else naming the variable', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', 'everyone', '10.0.0.0/99']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    }
  });

  it('without it, X-Forwarded-For is ignored: every visitor of the proxy shares its limits', async () => {
    const target = await app({});
    expect((await signUp(target, '203.0.113.1')).statusCode).toBe(400);
    expect((await signUp(target, '203.0.113.2')).statusCode).toBe(400);
    expect((await signUp(target, '203.0.113.3')).statusCode).toBe(429);
  });

  it.each([['1'], ['loopback']])(
    'with TRUST_PROXY=%s the write and sign-in limits count each visitor apart',
    async (setting) => {
      const target = await app({ TRUST_PROXY: setting });
      expect((await signUp(target, '203.0.113.1')).statusCode).toBe(400);
      expect((await signUp(target, '203.0.113.1')).statusCode).toBe(400);
      expect((await signUp(target, '203.0.113.1')).statusCode).toBe(429);
      expect((await signUp(target, '203.0.113.2')).statusCode).toBe(400);
      // A visitor cannot pose as another by adding their own X-Forwarded-For in front.
      expect((await signUp(target, '198.51.100.9, 203.0.113.1')).statusCode).toBe(429);

      expect((await signInFrom(target, '203.0.113.1')).statusCode).toBe(401);
      expect((await signInFrom(target, '203.0.113.1')).statusCode).toBe(401);
      expect((await signInFrom(target, '203.0.113.1')).statusCode).toBe(429);
      expect((await signInFrom(target, '203.0.113.2')).statusCode).toBe(401);
    },
  );

  it('the request log names the visitor’s address', async () => {
    const { app: logged, lines } = await buildAppWithLog({ TRUST_PROXY: '1' });
    try {
      await logged.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request completed');
      expect(line?.req).toMatchObject({ url: '/api/health', ip: '203.0.113.77' });
    } finally {
      await logged.close();
    }
  });
});
