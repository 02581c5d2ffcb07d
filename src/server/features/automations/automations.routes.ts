import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedFields } from '../../../common/audit/changes.ts';
import {
  type Automation,
  AutomationBodySchema,
  AutomationKeySchema,
  AutomationPreviewBodySchema,
  AutomationPreviewSchema,
  AutomationSchema,
  AutomationsResponseSchema,
} from '../../../common/automations/schema.ts';
import type { Database } from '../../db/connect.ts';
import { requireUser } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { type AutomationDeps, proposalLink, recipientOf, textsFor } from './automations.job.ts';

const KeyParamsSchema = z.object({ key: AutomationKeySchema });

export async function automationsRoutes(
  app: FastifyInstance,
  deps: AutomationDeps & { db: Database; textsEnabled: () => boolean | Promise<boolean> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/automations',
    {
      config: { access: 'admin' },
      schema: {
        summary: "The follow-ups sent on the owner's behalf: each one's switch, timing and texts (an admin)",
        response: { 200: AutomationsResponseSchema },
      },
    },
    async () => ({ items: await deps.settings.list(), textsEnabled: await deps.textsEnabled() }),
  );

  r.put(
    '/api/admin/automations/:key',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Switch an automation on or off, change its timing or its texts (an admin)',
        params: KeyParamsSchema,
        body: AutomationBodySchema,
        response: { 200: AutomationSchema },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (request.body.key !== undefined && request.body.key !== key)
        throw badRequest(`The body's key (${request.body.key}) is not the address's (${key})`);
      const before = await deps.settings.get(key);
      const next = { ...before, ...request.body, key } satisfies Automation;
      // A thank-you follows an event or an order: it has no proposal whose expiry it could say.
      if (
        key === 'thank-you' &&
        [next.mailSubject, next.mailBody, next.textBody].some((t) => t.includes('{expiresOn}'))
      )
        throw badRequest('The thank-you has no proposal expiry: remove {expiresOn}');
      const saved = await deps.settings.save(next);
      const changes = changedFields(before, saved);
      if (changes)
        await recordAudit(deps.db, {
          actor: actorOf(requireUser(request.user)),
          action: 'automation-updated',
          entity: 'settings',
          entityId: `automation-${key}`,
          ...changes,
        });
      return saved;
    },
  );

  r.post(
    '/api/admin/automations/:key/preview',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "An automation's mail and text as a real proposal's or order's client would get them (an admin)",
        params: KeyParamsSchema,
        body: AutomationPreviewBodySchema,
        response: { 200: AutomationPreviewSchema },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { recordId, kind, ...unsaved } = request.body;
      if (kind === 'order' && key !== 'thank-you')
        throw badRequest('A proposal reminder is previewed on a proposal: send kind "quote"');
      const recipient = await recipientOf(deps, { kind, id: recordId });
      if (!recipient) throw notFound(kind === 'order' ? 'Catering order not found.' : 'Proposal not found.');
      const saved = await deps.settings.get(key);
      // The review link is made when the thank-you is sent; the preview shows where it leads.
      const quote = kind === 'quote' ? await deps.quotes.find(recordId) : null;
      const link =
        key === 'thank-you' || !quote ? `${deps.publicUrl}/review?token=…` : await proposalLink(deps, quote);
      return textsFor({ ...saved, ...unsaved }, recipient, link);
    },
  );
}
