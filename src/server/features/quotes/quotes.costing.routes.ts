import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CostingSchema } from '../../../common/costing/schema.ts';
import { QuoteIdParamsSchema, UpdateQuoteBodySchema } from '../../../common/quotes/schema.ts';
import { costedProposal, type EventCosting } from '../costing/index.ts';
import type { QuoteService } from './quotes.service.ts';

/** A proposal's costing for the owner while a revision is drafted (issue 37 §2). */
export async function quotesCostingRoutes(
  app: FastifyInstance,
  deps: { quotes: QuoteService; costing: EventCosting },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The Revise dialog's live margin (issue 37 §2): the draft is checked and priced as the revision
  // would be sent, and costed; nothing is saved and nobody is told.
  r.post(
    '/api/quotes/:id/costing',
    {
      config: { access: 'admin', writeLimit: false },
      schema: {
        summary: 'What a revision being drafted would cost and earn; nothing is saved (an admin)',
        params: QuoteIdParamsSchema,
        body: UpdateQuoteBodySchema,
        response: { 200: CostingSchema },
      },
    },
    async (request) => {
      const draft = await deps.quotes.draft(request.params.id, request.body);
      return deps.costing.costingOf(
        costedProposal({
          id: draft.quote.id,
          dishes: draft.dishes,
          guestCount: draft.guestCount,
          lineItems: draft.lineItems,
          bill: draft.priced.bill,
        }),
      );
    },
  );
}
