import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { DEMO_PHOTOS } from '../../src/server/features/photos/photos.seed.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const listIds = async (): Promise<number[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json().map((p: { id: number }) => p.id);

describe('demo gallery photos', () => {
  it('are seeded once with shipped artwork whose every width exists under public/', async () => {
    const photos = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(photos).toHaveLength(DEMO_PHOTOS.length);
    for (const photo of photos) {
      for (const width of [480, 960, 1440]) {
        const file = `public${photo.imageUrl.replace('-960.webp', `-${width}.webp`)}`;
        expect(fs.existsSync(file), file).toBe(true);
      }
    }
    await seedDatabase(t.db, t.config);
    expect(await listIds()).toHaveLength(DEMO_PHOTOS.length);
  });

  it('do not come back at the next start after an admin deleted them', async () => {
    const cookie = await signInAsAdmin(t.app);
    for (const id of await listIds()) {
      await t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: { cookie } });
    }
    expect(await listIds()).toEqual([]);
    await seedDatabase(t.db, t.config);
    expect(await listIds()).toEqual([]);
  });
});
