import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREW_STATUSES,
  CrewOrderListSchema,
  CrewOrderSchema,
  crewOrder,
} from '../../../common/orders/crew.ts';
import {
  ClientMatchListSchema,
  ClientSearchQuerySchema,
  PhoneOrderBodySchema,
} from '../../../common/orders/phone-orders.ts';
import { ReorderSchema } from '../../../common/orders/reorder.ts';
import {
  CrewOrderListQuerySchema,
  EstimateBodySchema,
  EstimateSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusBodySchema,
  PlacedOrderSchema,
  PlaceOrderRequestSchema,
} from '../../../common/orders/schema.ts';
import { toE164 } from '../../../common/phone-e164.ts';
import { isAdmin, isStaff, requireUser } from '../../platform/access.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { costedOrder, type EventCosting } from '../costing/index.ts';
import { discountCodeGuard } from '../discounts/index.ts';
import { type BookingRules, orderBooking } from '../switches/booking-rules.ts';
import { recordSmsConsent, SMS_PHONE_PROBLEM } from '../texts/index.ts';
import type { OrderService } from './orders.service.ts';

export async function ordersRoutes(
  app: FastifyInstance,
  deps: { orders: OrderService; bookingRules: BookingRules; costing: EventCosting },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A valid order sends two mails: a generous limit per address keeps the form from being a mail cannon.
  const placeLimit = app.limiter('placeOrder');
  const guarded = discountCodeGuard(app);

  // Visitors may order too (spec part 1: visitors check out); a signed-in user's order is linked to them.
  r.post(
    '/api/orders',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Place an order (a visitor or a signed-in client)',
        body: PlaceOrderRequestSchema,
        response: { 201: PlacedOrderSchema },
      },
    },
    async (request, reply) => {
      const admit = () =>
        placeLimit.consume(request.user ? [request.ip, `user:${request.user.id}`] : [request.ip]);
      // Issue 40 §1: consent to texts needs a number texts can reach, checked before the order is placed.
      const { smsOptIn } = request.body;
      if (smsOptIn && !toE164(request.body.phone))
        throw badRequest(SMS_PHONE_PROBLEM, { phone: SMS_PHONE_PROBLEM });
      const hold = await deps.bookingRules.check(orderBooking(request.body));
      const placed = await deps.orders.place(request.body, request.user, { admit, hold });
      if (smsOptIn) {
        await recordSmsConsent(app, {
          userId: placed.userId,
          phone: placed.phone,
          source: 'checkout',
          optIn: true,
        });
      }
      return reply.status(201).send(placed);
    },
  );

  // Anyone may ask what a cart would cost; nothing is stored, so it is no write to limit.
  r.post(
    '/api/orders/estimate',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Price a cart without ordering it; nothing is stored (anyone)',
        body: EstimateBodySchema,
        response: { 200: EstimateSchema },
      },
    },
    // A cart with a discount code checks the code: counted as the check is (issue 34 §7).
    async (request) =>
      request.body.discountCode
        ? guarded(request, () => deps.orders.estimate(request.body, request.user))
        : deps.orders.estimate(request.body, request.user),
  );

  r.get(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "List orders, one page, filtered by search, date range, status, fulfilment and paid: a client's own, or every order for an admin",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request) =>
      app.sharedRead(request, () => deps.orders.list(requireUser(request.user), request.query), 'user'),
  );

  r.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'One order (its client or an admin; an admin also gets its costing)',
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const order = await deps.orders.get(user, request.params.id);
      // What it costs and earns is the owner's alone (issue 37): absent, not null, for its client.
      return isAdmin(user) ? { ...order, costing: await deps.costing.costingOf(costedOrder(order)) } : order;
    },
  );

  r.post(
    '/api/orders/:id/reorder',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "Order again: an order's lines at today's prices for the cart, and the dishes left out (its client)",
        params: OrderIdParamsSchema,
        response: { 200: ReorderSchema },
      },
    },
    async (request) => deps.orders.reorder(requireUser(request.user), request.params.id),
  );

  // Issue 28 §5: an order the business takes by phone, priced and stored as checkout would.
  r.post(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Enter an order taken by phone for a client or a caller; the server prices it (an admin)',
        body: PhoneOrderBodySchema,
        response: { 201: PlacedOrderSchema },
      },
    },
    async (request, reply) => {
      const keyedBy = requireUser(request.user);
      const { customer, items, notes, eventLocation, sendConfirmation, ...choices } = request.body;
      const who = await deps.orders.phoneCustomer(customer);
      const body = {
        type: 'catering' as const,
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        phone: who.phone,
        eventLocation: eventLocation ?? '',
        specialRequests: notes ?? '',
        discountCode: null,
        rewardCode: undefined,
        items,
        ...choices,
      };
      const hold = await deps.bookingRules.check(orderBooking(body));
      const placed = await deps.orders.place(body, who.user, { hold, phone: { sendConfirmation, keyedBy } });
      return reply.status(201).send(placed);
    },
  );

  r.get(
    '/api/admin/clients/search',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Find clients by name, email or phone, for an order taken by phone (an admin)',
        querystring: ClientSearchQuerySchema,
        response: { 200: ClientMatchListSchema },
      },
    },
    async (request) => deps.orders.searchClients(request.query.search),
  );

  // Issue 28 §4: the kitchen's view of orders, for admins and staff: items, times, addresses and
  // statuses, never money (the schema has none, and crewOrder leaves it out before that).
  r.get(
    '/api/kitchen/orders',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Every order without its prices, payments or discount codes (the kitchen: admins and staff)',
        querystring: CrewOrderListQuerySchema,
        response: { 200: CrewOrderListSchema },
      },
    },
    async (request) =>
      app.sharedRead(request, async () => {
        const list = await deps.orders.list(null, request.query);
        return { ...list, orders: list.orders.map(crewOrder) };
      }),
  );

  r.get(
    '/api/kitchen/orders/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'One order without its prices, payments or discount codes (the kitchen: admins and staff)',
        params: OrderIdParamsSchema,
        response: { 200: CrewOrderSchema },
      },
    },
    async (request) => crewOrder(await deps.orders.getForKitchen(request.params.id)),
  );

  r.patch(
    '/api/orders/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "Change an order's status along its path, optionally without emailing the customer (an admin; staff move confirmed orders forward, answered without money)",
        params: OrderIdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: z.union([OrderSchema, CrewOrderSchema]) },
      },
    },
    async (request) => {
      const staff = isStaff(request.user);
      if (staff && !CREW_STATUSES.includes(request.body.status)) {
        throw forbidden('Staff may mark an order preparing, ready, out for delivery or completed.');
      }
      const order = await deps.orders.setStatus(request.params.id, request.body.status, {
        actor: staff ? 'staff' : 'admin',
        notifyCustomer: request.body.notifyCustomer,
        by: request.user,
      });
      return staff ? crewOrder(order) : order;
    },
  );
}
