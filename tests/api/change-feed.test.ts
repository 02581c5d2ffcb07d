import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import type { App } from '../../src/server/app.ts';
import { createChangeFeed } from '../../src/server/platform/change-feed.ts';
import {
  buildSecondInstance,
  buildTestApp,
  signInAsAdmin,
  signInAsClient,
  type TestApp,
} from '../helpers/test-app.ts';

describe('the change feed on one instance', () => {
  it('tells local subscribers of a topic, and only them', () => {
    const feed = createChangeFeed(undefined, console as never);
    const seen: string[] = [];
    feed.subscribe('menu', () => seen.push('menu'));
    feed.subscribe('photos', () => seen.push('photos'));
    feed.publish('menu');
    expect(seen).toEqual(['menu']);
  });
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

// Two app instances need a shared server database: this part runs in the PostgreSQL pass of CI.
describe.skipIf(!process.env.DATABASE_URL)(
  'caches across two app instances on one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: App;
    let adminCookie: string;

    beforeAll(async () => {
      a = await buildTestApp();
      b = await buildSecondInstance(a);
      adminCookie = await signInAsAdmin(a.app);
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('a menu edit on one instance shows on the other at once', async () => {
      const before = (await b.inject({ method: 'GET', url: '/api/menu-items' })).json() as {
        id: number;
        name: string;
      }[];
      const item = before[0]!;
      const edit = await a.app.inject({
        method: 'PATCH',
        url: `/api/menu-items/${item.id}`,
        headers: { cookie: adminCookie },
        payload: { name: 'Renamed On Instance A' },
      });
      expect(edit.statusCode).toBe(200);
      const seen = await eventually(async () => {
        const list = (await b.inject({ method: 'GET', url: '/api/menu-items' })).json() as {
          id: number;
          name: string;
        }[];
        return list.find((i) => i.id === item.id)?.name === 'Renamed On Instance A';
      });
      expect(seen).toBe(true);
    });

    it('a business identity change on one instance shows on the other at once', async () => {
      expect((await b.inject({ method: 'GET', url: '/api/settings/business' })).json().name).toBe(
        DEFAULT_BUSINESS.name,
      );
      const put = await a.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { cookie: adminCookie },
        payload: { ...DEFAULT_BUSINESS, name: 'Hearth & Table Events' },
      });
      expect(put.statusCode).toBe(200);
      const seen = await eventually(
        async () =>
          (await b.inject({ method: 'GET', url: '/api/settings/business' })).json().name ===
          'Hearth & Table Events',
      );
      expect(seen).toBe(true);
    });

    it('a sign-out on one instance ends the session the other had cached, at once', async () => {
      const cookie = await signInAsClient(a.app);
      expect((await b.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
      await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      const refused = await eventually(
        async () =>
          (await b.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode === 401,
        1000,
      );
      expect(refused).toBe(true);
    });
  },
);
