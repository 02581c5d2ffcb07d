import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema, SendMessageBodySchema, ThreadSchema } from '../../../common/messages.ts';
import { QuoteIdParamsSchema } from '../../../common/quotes/schema.ts';
import { requireUser } from '../../platform/access.ts';
import type { MessageService } from './messages.service.ts';

export async function messagesRoutes(
  app: FastifyInstance,
  deps: { messages: MessageService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/messages/threads',
    {
      config: { access: 'user' },
      schema: {
        summary: 'List the conversations, one per quote the user can see (a signed-in user)',
        response: { 200: z.array(ThreadSchema) },
      },
    },
    async (request) => deps.messages.threads(requireUser(request.user)),
  );

  // The path parameter is named like the quote routes' (:id): one router segment, one name.
  r.get(
    '/api/quotes/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The messages about a quote (its client or an admin)',
        params: QuoteIdParamsSchema,
        response: { 200: z.array(MessageSchema) },
      },
    },
    async (request) => deps.messages.list(request.params.id, requireUser(request.user)),
  );

  r.patch(
    '/api/quotes/:id/messages/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark the messages about a quote read (its client or an admin)',
        params: QuoteIdParamsSchema,
        response: { 200: z.object({ marked: z.number().int() }) },
      },
    },
    async (request) => ({
      marked: await deps.messages.markRead(request.params.id, requireUser(request.user)),
    }),
  );

  r.post(
    '/api/messages',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Send a message about a quote (its client or an admin)',
        body: SendMessageBodySchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const message = await deps.messages.send(request.body, requireUser(request.user));
      return reply.status(201).send(message);
    },
  );
}
