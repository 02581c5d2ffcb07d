import type { FastifyInstance, FastifyReply } from 'fastify';
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

  const sendPdf = async (reply: FastifyReply, sheet: CrewSheet) => {
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
        summary: "An event's banquet event order as a PDF, without prices (the kitchen)",
        params: QuoteIdParamsSchema,
      },
    },
    async (request, reply) => sendPdf(reply, await deps.beo.forQuote(request.params.id)),
  );

  r.get(
    '/api/orders/:id/beo',
    {
      config: { access: 'staff' },
      schema: {
        summary: "An order's delivery or pickup sheet as a PDF, without prices (the kitchen)",
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) => sendPdf(reply, await deps.beo.forOrder(request.params.id)),
  );
}
