import { featurePlugin } from '../../platform/feature-plugin.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { createInquiryService } from './inquiries.service.ts';

export const inquiriesPlugin = featurePlugin(
  'inquiries',
  ['switches'],
  async (app, { db, mailer, config, business }) => {
    const inquiries = createInquiryService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      businessEmail: config.businessEmail,
      business,
    });
    await app.register(async (scope) => inquiriesRoutes(scope, { inquiries, switches: app.switches }));
  },
);
