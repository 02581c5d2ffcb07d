import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../common/ids.ts';
import {
  CreateRecurringOrderSchema,
  RecurringOrderListSchema,
  RecurringOrderSchema,
  UpdateRecurringOrderSchema,
} from '../../../common/recurring-orders.ts';
import { requireUser } from '../../platform/access.ts';
import type { SwitchService } from '../switches/switches.service.ts';
import type { RecurringOrderService } from './recurring-orders.service.ts';

export async function recurringOrdersRoutes(
  app: FastifyInstance,
  deps: { recurringOrders: RecurringOrderService; switches: SwitchService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Set up a recurring order (a signed-in client)',
        body: CreateRecurringOrderSchema,
        response: { 201: RecurringOrderSchema },
      },
    },
    async (request, reply) => {
      // Switched off in the Feature Manager: no new recurring orders; existing ones keep running.
      await deps.switches.assertServiceOn('recurringOrders');
      return reply
        .status(201)
        .send(await deps.recurringOrders.create(requireUser(request.user), request.body));
    },
  );

  r.get(
    '/api/subscriptions',
    {
      config: { access: 'user' },
      schema: {
        summary: "List recurring orders: a client's own, or all for an admin",
        response: { 200: RecurringOrderListSchema },
      },
    },
    async (request) => deps.recurringOrders.list(requireUser(request.user)),
  );

  r.patch(
    '/api/subscriptions/:id',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Pause, resume, skip or cancel a recurring order, or change its items (its client or an admin)',
        params: IdParamsSchema,
        body: UpdateRecurringOrderSchema,
        response: { 200: RecurringOrderSchema },
      },
    },
    async (request) =>
      deps.recurringOrders.update(requireUser(request.user), request.params.id, request.body),
  );
}
