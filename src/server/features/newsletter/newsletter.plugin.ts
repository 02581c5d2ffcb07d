import { featurePlugin } from '../../platform/feature-plugin.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService, type NewsletterService } from './newsletter.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newsletter's readers and their consent (the newsletter feature). */
    newsletter: NewsletterService;
  }
}

export const newsletterPlugin = featurePlugin(
  'newsletter',
  [],
  async (app, { db, mailer, config, business }) => {
    const newsletter = createNewsletterService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessName: async () => (await business()).name,
    });
    app.decorate('newsletter', newsletter);
    await app.register(async (scope) => newsletterRoutes(scope, { newsletter }));
  },
);
