import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { ownersProposalSize: true }); // the demo identity and offer as seeded
});
afterAll(() => t.close());

describe('the business identity', () => {
  it('is readable by anyone, with the demo identity before an admin changes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_BUSINESS);
  });

  it('an admin changes it and every later read shows the change', async () => {
    const admin = await signInAsAdmin(t.app);
    const changed = { ...DEFAULT_BUSINESS, name: 'Copper Pot Catering', phone: '(267) 555-0188' };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      payload: changed,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(read.json()).toMatchObject({ name: 'Copper Pot Catering', phone: '(267) 555-0188' });
  });

  it('refuses an invalid email, website or empty name', async () => {
    const admin = await signInAsAdmin(t.app);
    for (const patch of [{ email: 'nope' }, { website: 'not a url' }, { name: '' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        payload: { ...DEFAULT_BUSINESS, ...patch },
        headers: { cookie: admin },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
  });

  it('refuses clients and visitors', async () => {
    const client = await signInAsClient(t.app);
    const asClient = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      payload: DEFAULT_BUSINESS,
      headers: { cookie: client },
    });
    expect(asClient.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      payload: DEFAULT_BUSINESS,
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});
