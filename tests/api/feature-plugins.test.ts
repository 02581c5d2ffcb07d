import { describe, expect, it } from 'vitest';
import { buildApp, FEATURES } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { healthPlugin } from '../../src/server/features/health/index.ts';
import { imagesPlugin } from '../../src/server/features/images/index.ts';
import { photosPlugin } from '../../src/server/features/photos/index.ts';
import { settingsPlugin } from '../../src/server/features/settings/index.ts';
import { type FeaturePlugin, featurePlugin } from '../../src/server/platform/feature-plugin.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/**
 * Each server feature is one Fastify plugin (decision 0088): it names the features it needs, and
 * Fastify refuses it before them; what it decorates is there for later features; the hooks of its
 * routes stay its own. app.ts lists them in FEATURES; a test may build the app with only some.
 */
async function appWith(features: readonly FeaturePlugin[]) {
  const handle = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: '/nonexistent-client-dist',
  });
  return { build: () => buildApp({ config, db: handle.db, logger: false, features }), close: handle.close };
}

describe('features as Fastify plugins', () => {
  it("app.ts's list builds, every feature registered under its name", async () => {
    const { build, close } = await appWith(FEATURES);
    try {
      const app = await build();
      await app.ready();
      for (const name of ['settings', 'quotes', 'orders', 'payments', 'recurring-orders', 'kitchen'])
        expect(app.hasPlugin(name), name).toBe(true);
      for (const decorator of [
        'mailer',
        'housekeeping',
        'paymentReminders',
        'proposalReminders',
        'occurrenceJob',
      ])
        expect(app.hasDecorator(decorator), decorator).toBe(true);
      await app.close();
    } finally {
      await close();
    }
  });

  it('a feature registered before one it needs is refused with Fastify’s dependency error', async () => {
    const { build, close } = await appWith([settingsPlugin, photosPlugin, imagesPlugin]);
    try {
      await expect(build()).rejects.toThrow("The dependency 'images' of plugin 'photos' is not registered");
    } finally {
      await close();
    }
  });

  it('a test builds the app with only the features it needs', async () => {
    const { build, close } = await appWith([settingsPlugin, healthPlugin]);
    try {
      const app = await build();
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(app.hasDecorator('settings')).toBe(true);
      expect(app.hasPlugin('orders')).toBe(false);
      expect(app.hasDecorator('orders')).toBe(false);
      await app.close();
    } finally {
      await close();
    }
  });

  it("a feature's decorations reach later features, its hooks stay on its own routes", async () => {
    const probe = featurePlugin('probe', ['settings'], async (app) => {
      app.decorate('probeSawSettings', typeof app.settings.getBusiness === 'function');
      await app.register(async (scope) => {
        scope.addHook('onSend', async (_request, reply) => {
          reply.header('x-probe', 'yes');
        });
        scope.get('/api/probe', { config: { access: 'public' } }, async () => ({ ok: true }));
      });
    });
    const { build, close } = await appWith([settingsPlugin, healthPlugin, probe]);
    try {
      const app = await build();
      await app.ready();
      expect(app.hasDecorator('probeSawSettings')).toBe(true);
      const probed = await app.inject({ method: 'GET', url: '/api/probe' });
      expect([probed.statusCode, probed.headers['x-probe']]).toEqual([200, 'yes']);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.headers['x-probe']]).toEqual([200, undefined]);
      await app.close();
    } finally {
      await close();
    }
  });
});
