import { featurePlugin } from '../../platform/feature-plugin.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { createInquiryService } from './inquiries.service.ts';

export const inquiriesPlugin = featurePlugin('inquiries', ['switches'], async (app, { mailing }) => {
  const inquiries = createInquiryService(mailing);
  await app.register(async (scope) => inquiriesRoutes(scope, { inquiries, switches: app.switches }));
});
