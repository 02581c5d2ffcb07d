import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckDiscountBodySchema,
  CreateDiscountCodeBodySchema,
  DiscountCheckSchema,
  DiscountCodeSchema,
  UpdateDiscountCodeBodySchema,
} from '../../../common/discounts/schema.ts';
import { IdParamsSchema } from '../../../common/ids.ts';
import { discountCodeGuard } from './discount-misses.ts';
import type { DiscountService } from './discounts.service.ts';

export async function discountsRoutes(
  app: FastifyInstance,
  deps: { discounts: DiscountService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Enough for a customer trying a few codes; too few to guess codes by the thousand.
  const checkLimit = app.limiter('discountCheck');
  const guarded = discountCodeGuard(app);

  r.post(
    '/api/discount-codes/check',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Check a discount code and what it takes off, before ordering (anyone)',
        body: CheckDiscountBodySchema,
        response: { 200: DiscountCheckSchema },
      },
    },
    async (request) => {
      await checkLimit.consume([request.ip]);
      return guarded(request, () => deps.discounts.check(request.body, request.user));
    },
  );

  r.get(
    '/api/discount-codes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List every discount code (an admin)',
        response: { 200: z.array(DiscountCodeSchema) },
      },
    },
    async () => deps.discounts.list(),
  );

  r.post(
    '/api/discount-codes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a discount code (an admin)',
        body: CreateDiscountCodeBodySchema,
        response: { 201: DiscountCodeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.discounts.create(request.body)),
  );

  r.patch(
    '/api/discount-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a discount code (an admin)',
        params: IdParamsSchema,
        body: UpdateDiscountCodeBodySchema,
        response: { 200: DiscountCodeSchema },
      },
    },
    async (request) => deps.discounts.update(request.params.id, request.body),
  );
}
