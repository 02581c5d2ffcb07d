import { featurePlugin } from '../../platform/feature-plugin.ts';
import { queueText, textsEnabled } from '../texts/index.ts';
import { AUTOMATIONS_EVERY_MS, type AutomationsJob, createAutomationsJob } from './automations.job.ts';
import { automationsRoutes } from './automations.routes.ts';
import { createAutomationSettings } from './automations.settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The automations' job, for tests to run a pass by hand (fixed clocks). */
    automations: AutomationsJob;
  }
}

export const automationsPlugin = featurePlugin(
  'automations',
  ['audit', 'quotes', 'reviews', 'texts'],
  async (app, { db, mailer, jobs, config }) => {
    const deps = {
      db,
      mailer,
      publicUrl: config.publicUrl,
      settings: createAutomationSettings(db),
      quotes: app.quotes,
      issueReview: app.reviews.issue,
      texts: { queue: (request: Parameters<typeof queueText>[1]) => queueText(app, request) },
    };
    const job = createAutomationsJob(deps);
    app.decorate('automations', job);
    jobs.add({ name: 'automations', everyMs: AUTOMATIONS_EVERY_MS, run: () => job.runOnce() });
    await app.register(async (scope) =>
      automationsRoutes(scope, { ...deps, textsEnabled: () => textsEnabled(app) }),
    );
  },
);
