import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminQuoteBodySchema } from '../../../common/quotes/on-behalf.ts';
import { QuoteSchema } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { toPublicUser } from '../../platform/sessions.ts';
import { type BookingRules, quoteBooking } from '../switches/booking-rules.ts';
import type { QuoteService } from './quotes.service.ts';

/**
 * Issue 28 §5: an admin requests a quote on a client's behalf (a call, a visit), for a client's account
 * or a caller without one. It is stored, priced and mailed as the customer's own request would be.
 */
export async function quotesOnBehalfRoutes(
  app: FastifyInstance,
  deps: { db: Database; quotes: QuoteService; bookingRules: BookingRules },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/quotes',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Request a quote on a customer's behalf: a client's account or a caller's details (an admin)",
        body: AdminQuoteBodySchema,
        response: { 201: QuoteSchema },
      },
    },
    async (request, reply) => {
      const { customer, ...request_ } = request.body;
      let body = { ...request_, contactName: null, contactEmail: null, contactPhone: null } as Parameters<
        QuoteService['create']
      >[0];
      let client = null;
      if ('clientId' in customer) {
        const [row] = await deps.db
          .select()
          .from(users)
          .where(and(eq(users.id, customer.clientId), eq(users.role, 'client')));
        if (!row) throw notFound('Client not found.');
        client = toPublicUser(row);
        body = { ...body, contactName: row.fullName, contactPhone: row.phone };
      } else {
        body = {
          ...body,
          contactName: `${customer.firstName} ${customer.lastName}`,
          contactEmail: customer.email,
          contactPhone: customer.phone,
        };
      }
      const hold = await deps.bookingRules.check(quoteBooking(body));
      return reply.status(201).send(await deps.quotes.create(body, client, hold));
    },
  );
}
