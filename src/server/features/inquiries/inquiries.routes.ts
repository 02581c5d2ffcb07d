import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HandledBodySchema,
  INQUIRY_TYPE_SERVICES,
  InquiryBodySchema,
  InquiryCreatedSchema,
  InquiryIdParamsSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquiryReplyBodySchema,
  InquirySchema,
  TruckRequestBodySchema,
} from '../../../common/inquiries.ts';
import { requireUser } from '../../platform/access.ts';
import type { SwitchService } from '../switches/switches.service.ts';
import type { InquiryService } from './inquiries.service.ts';

export async function inquiriesRoutes(
  app: FastifyInstance,
  deps: {
    inquiries: InquiryService;
    switches: SwitchService;
    limit?: { max: number; windowMs: number };
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A visitor planning an event sends one or two messages; a script sending more is stopped.
  const limiter = app.limiter('inquiry');

  r.post(
    '/api/inquiries',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Send a message from the contact form (anyone)',
        body: InquiryBodySchema,
        response: { 201: InquiryCreatedSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume([request.ip]);
      // Asking for a switched-off service (brunch, the food truck): 409 naming it; past inquiries stay.
      const service = request.body.eventType && INQUIRY_TYPE_SERVICES[request.body.eventType];
      if (service) await deps.switches.assertServiceOn(service);
      const created = await deps.inquiries.create(request.body);
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/inquiries/truck',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Book the Truck: ask for the food truck at an event (anyone)',
        body: TruckRequestBodySchema,
        response: { 201: InquiryCreatedSchema },
      },
    },
    async (request, reply) => {
      await limiter.consume([request.ip]);
      await deps.switches.assertServiceOn('foodTruck');
      return reply.status(201).send(await deps.inquiries.createTruckRequest(request.body));
    },
  );

  r.get(
    '/api/inquiries',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List the contact-form inquiries (an admin)',
        querystring: InquiryListQuerySchema,
        response: { 200: InquiryListSchema },
      },
    },
    async (request) => deps.inquiries.list(request.query),
  );

  r.post(
    '/api/inquiries/:id/replies',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Answer an inquiry: mailed to the visitor and kept in its history (an admin)',
        params: InquiryIdParamsSchema,
        body: InquiryReplyBodySchema,
        response: { 201: InquirySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await deps.inquiries.reply(request.params.id, request.body.message, requireUser(request.user).id),
        ),
  );

  r.patch(
    '/api/inquiries/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mark an inquiry handled or not (an admin)',
        params: InquiryIdParamsSchema,
        body: HandledBodySchema,
        response: { 200: InquirySchema },
      },
    },
    async (request) =>
      deps.inquiries.setHandled(request.params.id, request.body.handled, requireUser(request.user).id),
  );
}
