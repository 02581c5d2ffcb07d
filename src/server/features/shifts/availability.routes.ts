import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OkSchema } from '../../../common/auth.ts';
import { idParam } from '../../../common/ids.ts';
import { UnavailableBodySchema, UnavailableListSchema } from '../../../common/shifts/schema.ts';
import { requireUser } from '../../platform/access.ts';
import type { createAvailability } from './shifts.availability.ts';

const UnavailableIdParamsSchema = z.object({ id: idParam('Unavailable day not found') });

/** Days staff cannot work (issue 38 §1). */
export async function availabilityRoutes(
  app: FastifyInstance,
  deps: { availability: ReturnType<typeof createAvailability> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/shifts/unavailable',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Mark a day I cannot work: nobody assigns me a shift on it (staff)',
        body: UnavailableBodySchema,
        response: { 201: UnavailableListSchema.shape.items.element },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.availability.mark(request.body, requireUser(request.user))),
  );

  r.get(
    '/api/shifts/unavailable',
    {
      config: { access: 'staff' },
      schema: {
        summary: "The days I cannot work (staff); everyone's for an admin",
        response: { 200: UnavailableListSchema },
      },
    },
    async (request) => ({ items: await deps.availability.list(requireUser(request.user)) }),
  );

  r.delete(
    '/api/shifts/unavailable/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Take back a day I marked (staff; an admin may take back anyone’s)',
        params: UnavailableIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deps.availability.remove(request.params.id, requireUser(request.user));
      return { ok: true as const, message: 'The day is open again.' };
    },
  );
}
