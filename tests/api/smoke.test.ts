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

  it('GET /api/session answers 200 with user null for a visitor and the user once signed in', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const cookie = await signInAsClient(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.json().user).toMatchObject({ username: 'client', role: 'client' });
    expect(JSON.stringify(signedIn.json())).not.toMatch(/hash|token/i);
  });

  it('GET /api/me still answers 401 to a visitor, as the spec says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
  });
});
