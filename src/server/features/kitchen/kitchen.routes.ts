import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BusinessIdentity } from '../../../common/business.ts';
import { PreparedBodySchema, PrepQuerySchema, PrepSheetSchema } from '../../../common/kitchen/schema.ts';
import { requireUser } from '../../platform/access.ts';
import type { KitchenService } from './kitchen.service.ts';
import { renderPrepPdf } from './prep.pdf.ts';

export async function kitchenRoutes(
  app: FastifyInstance,
  deps: { kitchen: KitchenService; business: () => Promise<BusinessIdentity> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/kitchen/prep',
    {
      config: { access: 'staff' },
      schema: {
        summary: "The day's prep sheet: every dish needed, totalled by category, or as a PDF (the kitchen)",
        querystring: PrepQuerySchema,
        response: { 200: PrepSheetSchema },
      },
    },
    async (request, reply) => {
      const sheet = await app.sharedRead(request, () => deps.kitchen.prep(request.query.date));
      if (request.query.format !== 'pdf') return sheet;
      const pdf = await renderPrepPdf(sheet, (await deps.business()).name);
      // The PDF is sent as bytes (no JSON schema applies to them); the reply itself is returned.
      reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="prep-${sheet.date}.pdf"`);
      return reply.send(pdf as never);
    },
  );

  r.put(
    '/api/kitchen/prepared',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Mark a dish of the day prepared or not, for every kitchen screen (the kitchen)',
        body: PreparedBodySchema,
        response: { 200: PreparedBodySchema },
      },
    },
    async (request) => deps.kitchen.setPrepared(requireUser(request.user).id, request.body),
  );
}
