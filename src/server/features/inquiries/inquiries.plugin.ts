import { featurePlugin } from '../../platform/feature-plugin.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { createInquiryService, type InquiryService } from './inquiries.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Inquiries (the contact form, truck requests, low reviews): for features that make one. */
    inquiries: Pick<InquiryService, 'createFromReview'>;
  }
}

export const inquiriesPlugin = featurePlugin('inquiries', ['switches'], async (app, { mailing }) => {
  const inquiries = createInquiryService(mailing);
  app.decorate('inquiries', { createFromReview: inquiries.createFromReview });
  await app.register(async (scope) => inquiriesRoutes(scope, { inquiries, switches: app.switches }));
});
