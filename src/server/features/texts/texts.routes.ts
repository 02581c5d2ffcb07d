import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SmsOutboxResponseSchema } from '../../../common/texts/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { isTwilioSignatureValid } from './texts.gateway.ts';
import type { TextsInbound } from './texts.inbound.ts';
import type { TextsService } from './texts.service.ts';

/** Twilio's form fields we read; it sends many more, all of which its signature covers. */
const StatusCallbackSchema = z.looseObject({
  MessageSid: z.string().optional(),
  MessageStatus: z.string().optional(),
  ErrorCode: z.string().optional(),
});
const InboundSchema = z.looseObject({ From: z.string().optional(), Body: z.string().optional() });

/** An empty TwiML answer: Twilio replies nothing itself (confirmations go through the gateway). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Twilio's delivery statuses as sms_outbox's. */
const STATUS_OF: Record<string, 'queued' | 'sent' | 'delivered' | 'failed'> = {
  accepted: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

export async function textsRoutes(
  app: FastifyInstance,
  deps: { texts: TextsService; inbound: TextsInbound; publicUrl: string; authToken: string | undefined },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/sms-outbox',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List the texts sent, held by quiet hours or refused, newest first (an admin)',
        response: { 200: SmsOutboxResponseSchema },
      },
    },
    async () => deps.texts.list(),
  );

  // Twilio's webhooks post forms; the form parser is this scope's only, so no other route takes one.
  await app.register(async (scope) => {
    await scope.register(formbody);
    const s = scope.withTypeProvider<ZodTypeProvider>();
    /** Refuses what Twilio did not sign: the signature covers our public URL and every field. */
    const checkSignature = (url: string, signature: string | string[] | undefined, body: object) => {
      const params = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
      const header = typeof signature === 'string' ? signature : undefined;
      if (!isTwilioSignatureValid(deps.authToken, header, `${deps.publicUrl}${url}`, params)) {
        throw forbidden('The Twilio signature is missing or wrong.');
      }
    };

    s.post(
      '/api/sms/status',
      {
        config: { access: 'public', writeLimit: false },
        schema: {
          summary: "Receive a text's delivery status (Twilio's status callback, signed)",
          body: StatusCallbackSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        checkSignature(request.url, request.headers['x-twilio-signature'], request.body);
        const { MessageSid, MessageStatus, ErrorCode } = request.body;
        const status = MessageStatus ? STATUS_OF[MessageStatus] : undefined;
        if (MessageSid && status) {
          await deps.texts.updateStatus(MessageSid, status, ErrorCode ? `Twilio error ${ErrorCode}` : null);
        }
        return reply.code(204).send(null);
      },
    );

    s.post(
      '/api/sms/inbound',
      {
        config: { access: 'public', writeLimit: false },
        schema: {
          summary: 'Receive a text from a customer: STOP opts the number out, START back in (Twilio, signed)',
          body: InboundSchema,
        },
      },
      async (request, reply) => {
        checkSignature(request.url, request.headers['x-twilio-signature'], request.body);
        const { From, Body } = request.body;
        if (From && Body !== undefined) await deps.inbound.receive(From, Body);
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );
  });
}
