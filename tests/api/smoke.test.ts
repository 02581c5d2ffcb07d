import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAsClient, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('session basics', () => {
  it('a signed-in client sees themselves at /api/me', async () => {
    const cookie = await signInAsClient(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'client', role: 'client' });
  });
});
