import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessSettingsInputSchema, BusinessSettingsViewSchema } from '../../../common/business.ts';
import { requireUser } from '../../platform/access.ts';
import type { SettingsService } from './settings.service.ts';

export async function settingsRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/settings/business',
    {
      config: { access: 'public' },
      schema: {
        summary: "The business's name, contact details and offer (anyone)",
        response: { 200: BusinessSettingsViewSchema },
      },
    },
    async () => deps.settings.getBusiness(),
  );

  r.put(
    '/api/settings/business',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change the business's name, contact details and offer (an admin)",
        body: BusinessSettingsInputSchema,
        response: { 200: BusinessSettingsViewSchema },
      },
    },
    async (request) => deps.settings.updateBusiness(request.body, requireUser(request.user)),
  );
}
