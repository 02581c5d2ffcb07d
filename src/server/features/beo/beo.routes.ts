import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BusinessIdentity } from '../../../common/business.ts';
import { OrderIdParamsSchema } from '../../../common/orders/schema.ts';
import { QuoteIdParamsSchema } from '../../../common/quotes/schema.ts';
import { renderCrewSheetPdf } from './beo.pdf.ts';
import type { BeoService, CrewSheet } from './beo.service.ts';

export async function beoRoutes(
  app: FastifyInstance,
  deps: { beo: BeoService; business: () => Promise<BusinessIdentity> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sendSheet = async (request: FastifyRequest, reply: FastifyReply, sheet: CrewSheet) => {
    // The same sheet as data (issue 38: its crew included) for a client asking for JSON.
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('application/pdf')) return reply.send(sheet);
    const pdf = await renderCrewSheetPdf(sheet, (await deps.business()).name);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="beo-${sheet.number}.pdf"`)
      .send(pdf);
  };

  r.get(
    '/api/quotes/:id/beo',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "An event's banquet event order as a PDF (or JSON when asked for), without prices (the kitchen)",
        params: QuoteIdParamsSchema,
      },
    },
    async (request, reply) => sendSheet(request, reply, await deps.beo.forQuote(request.params.id)),
  );

  r.get(
    '/api/orders/:id/beo',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "An order's delivery or pickup sheet as a PDF (or JSON when asked for), without prices (the kitchen)",
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) => sendSheet(request, reply, await deps.beo.forOrder(request.params.id)),
  );
}
