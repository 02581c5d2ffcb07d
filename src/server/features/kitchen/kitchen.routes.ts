import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BusinessIdentity } from '../../../common/business.ts';
import { ShoppingListQuerySchema, ShoppingListSchema } from '../../../common/costing/schema.ts';
import { PreparedBodySchema, PrepQuerySchema, PrepSheetSchema } from '../../../common/kitchen/schema.ts';
import { isAdmin, requireUser } from '../../platform/access.ts';
import type { KitchenService } from './kitchen.service.ts';
import { renderPrepPdf } from './prep.pdf.ts';
import { shoppingListCsv } from './shopping-list.csv.ts';
import { renderShoppingListPdf } from './shopping-list.pdf.ts';

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

  r.get(
    '/api/kitchen/shopping-list',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'What to buy for every booking from one day to another (at most 31), by supplier, in whole packs; estimates for the owner only (the kitchen)',
        querystring: ShoppingListQuerySchema,
        response: { 200: ShoppingListSchema },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      // Staff see no prices (decision 0085): their list has no estimate at all, not a null one.
      const list = await app.sharedRead(request, () =>
        deps.kitchen.shoppingList(from, to, isAdmin(request.user)),
      );
      const filename = `shopping-list-${from}-to-${to}`;
      if (format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}.csv"`)
          .send(shoppingListCsv(list) as never);
      if (format !== 'pdf') return list;
      const pdf = await renderShoppingListPdf(list, (await deps.business()).name);
      reply.type('application/pdf').header('Content-Disposition', `inline; filename="${filename}.pdf"`);
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
