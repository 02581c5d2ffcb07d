import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkSchema } from '../../../common/auth.ts';
import {
  ClockBodySchema,
  CreateShiftBodySchema,
  EventQuerySchema,
  FeedUrlSchema,
  FillBodySchema,
  FillResultSchema,
  MyShiftsSchema,
  ShiftIdParamsSchema,
  type ShiftList,
  ShiftListSchema,
  ShiftResponseBodySchema,
  ShiftSchema,
  SuggestionsSchema,
  UpdateShiftBodySchema,
} from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { requireUser } from '../../platform/access.ts';
import type { Feed } from './shifts.feed.ts';
import { myShifts } from './shifts.mine.ts';
import type { ShiftsService } from './shifts.service.ts';
import type { createSuggestions } from './shifts.suggestions.ts';

/** Shifts per event (issue 38 §2): the owner plans and assigns; the assignee answers and clocks. */
export async function shiftsRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    shifts: ShiftsService;
    suggestions: ReturnType<typeof createSuggestions>;
    feed: Feed;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/shifts',
    {
      config: { access: 'admin' },
      schema: {
        summary: "An event's shifts with who is on them (an admin)",
        querystring: EventQuerySchema,
        response: { 200: ShiftListSchema },
      },
    },
    async (request): Promise<ShiftList> => ({ items: await deps.shifts.listForEvent(request.query) }),
  );

  r.post(
    '/api/shifts',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a shift to an event, open or assigned (an admin; 409 when the person is booked or off)',
        body: CreateShiftBodySchema,
        response: { 201: ShiftSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.shifts.create(request.body, requireUser(request.user))),
  );

  r.get(
    '/api/shifts/suggestions',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The crew an event needs, by role, from its guests, package and deliveries (an admin)',
        querystring: EventQuerySchema,
        response: { 200: SuggestionsSchema },
      },
    },
    async (request) => deps.suggestions.get(request.query),
  );

  r.post(
    '/api/shifts/fill',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Fill from suggestions: add the open shifts the event still lacks (an admin; idempotent)',
        body: FillBodySchema,
        response: { 200: FillResultSchema, 201: FillResultSchema },
      },
    },
    async (request, reply) => {
      const result = await deps.suggestions.fill(request.body, requireUser(request.user));
      return reply.status(result.created > 0 ? 201 : 200).send(result);
    },
  );

  r.get(
    '/api/shifts/mine',
    {
      config: { access: 'staff' },
      schema: {
        summary: "My shifts: a staff member's own shifts and their calendar feed's URL",
        response: { 200: MyShiftsSchema },
      },
    },
    async (request) => {
      // An admin is never on a shift (only staff are assigned): their list is empty.
      const user = requireUser(request.user);
      return { items: await myShifts(deps.db, user.id), feedUrl: await deps.feed.urlFor(user.id) };
    },
  );

  r.post(
    '/api/shifts/feed/renew',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'A new calendar feed URL for me; the old one stops working (staff)',
        response: { 200: FeedUrlSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return { feedUrl: await deps.feed.renew(user.id) };
    },
  );

  r.patch(
    '/api/shifts/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a shift, assign or unassign it, or record its actual times (an admin)',
        params: ShiftIdParamsSchema,
        body: UpdateShiftBodySchema,
        response: { 200: ShiftSchema },
      },
    },
    async (request) => deps.shifts.update(request.params.id, request.body, requireUser(request.user)),
  );

  r.delete(
    '/api/shifts/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Remove a shift; its assignee is mailed (an admin)',
        params: ShiftIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deps.shifts.remove(request.params.id, requireUser(request.user));
      return { ok: true as const, message: 'The shift was removed.' };
    },
  );

  r.patch(
    '/api/shifts/:id/response',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Accept or decline my shift; a declined shift is open again (the assigned staff member)',
        params: ShiftIdParamsSchema,
        body: ShiftResponseBodySchema,
        response: { 200: ShiftSchema },
      },
    },
    async (request) => deps.shifts.respond(request.params.id, request.body, requireUser(request.user)),
  );

  r.post(
    '/api/shifts/:id/clock',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Clock in to or out of my shift (the assigned staff member)',
        params: ShiftIdParamsSchema,
        body: ClockBodySchema,
        response: { 200: ShiftSchema },
      },
    },
    async (request) => deps.shifts.clock(request.params.id, request.body, requireUser(request.user)),
  );
}
