import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuoteEstimateBodySchema, QuoteEstimateSchema } from '../../../common/quotes/estimate.ts';
import { GuestCountPreviewSchema } from '../../../common/quotes/guest-count.ts';
import { QuoteListQuerySchema, QuoteListSchema } from '../../../common/quotes/list.ts';
import {
  ProposalLinkBodySchema,
  ProposalLinkPdfQuerySchema,
  ProposalLinkQuerySchema,
  ProposalLinkSignBodySchema,
} from '../../../common/quotes/proposal-link.ts';
import {
  ChangeRequestBodySchema,
  ClaimQuoteBodySchema,
  CreateQuoteBodySchema,
  GuestCountBodySchema,
  PdfQuerySchema,
  QuoteEventSchema,
  QuoteIdParamsSchema,
  QuoteSchema,
  QuoteStatsSchema,
  QuoteVersionSchema,
  UpdateQuoteBodySchema,
  UpdateQuoteStatusBodySchema,
} from '../../../common/quotes/schema.ts';
import { isAdmin, requireUser } from '../../platform/access.ts';
import { badRequest, toErrorReply } from '../../platform/errors.ts';
import { costedProposal, type EventCosting } from '../costing/index.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type BookingRules, quoteBooking } from '../switches/booking-rules.ts';
import { smsConsentFrom } from '../texts/index.ts';
import type { QuoteService } from './quotes.service.ts';

export type QuoteRoutesDeps = {
  quotes: QuoteService;
  settings: SettingsService;
  bookingRules: BookingRules;
  /** What a proposal costs and earns (issue 37), for the owner. */
  costing: EventCosting;
  /** Without online payment (decision 0057): how to pay, printed on the proposal. */
  howToPay?: () => Promise<string[] | null>;
};

export async function quotesRoutes(app: FastifyInstance, deps: QuoteRoutesDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Visitors can ask without an account, so their requests (and the mails they cause) are rate limited.
  const requestLimit = app.limiter('quoteRequest');

  r.post(
    '/api/quotes',
    {
      config: { access: 'public', writeLimit: false },
      // The rules' own words are the answer (the spec quotes the 50-guest one), without a field prefix.
      attachValidation: true,
      schema: {
        summary: 'Request a quote for an event (a visitor or a signed-in client)',
        body: CreateQuoteBodySchema,
        response: { 201: QuoteSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const { body } = toErrorReply(request.validationError);
        const fieldErrors = body.fieldErrors ?? {};
        throw badRequest(Object.values(fieldErrors)[0] ?? body.message, fieldErrors);
      }
      // One limit for this route (no general write limit on top): per connection, and per account.
      await requestLimit.consume(request.user ? [request.ip, `user:${request.user.id}`] : [request.ip]);
      // Issue 40 §1: the box's consent to texts, for the contact phone (else the account's).
      const { smsOptIn, contactPhone: phone } = request.body;
      const userId = request.user?.id ?? null;
      const consent =
        smsOptIn &&
        (await smsConsentFrom(app, { userId, phone, source: 'quote', optIn: true }, 'contactPhone'));
      const hold = await deps.bookingRules.check(quoteBooking(request.body));
      const quote = await deps.quotes.create(request.body, request.user, hold);
      if (consent) await consent();
      return reply.status(201).send(quote);
    },
  );

  // Issue 34 §2: the wizard's and the Revise dialog's whole bill. Nothing is stored, but a visitor's
  // checks are counted (each reads the menu and the offer); the owner's are not.
  const estimateLimit = app.limiter('quoteEstimate');
  r.post(
    '/api/quotes/estimate',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary:
          "The bill a package request would get (subtotal, service charge, delivery by the venue's ZIP, tax, total); nothing is stored (anyone)",
        body: QuoteEstimateBodySchema,
        response: { 200: QuoteEstimateSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (user?.role !== 'admin')
        await estimateLimit.consume(user ? [request.ip, `user:${user.id}`] : [request.ip]);
      return deps.quotes.estimate(request.body, user);
    },
  );

  // The spec's array stays the answer (decision 0112); X-Total-Count says how many match in all.
  r.get(
    '/api/quotes',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "List quotes, newest first: a client's own (all of them without paging parameters), or an admin's page of every quote (50 without them); X-Total-Count is how many match",
        querystring: QuoteListQuerySchema,
        response: { 200: z.array(QuoteSchema) },
      },
    },
    async (request, reply) => {
      const list = await app.sharedRead(
        request,
        () => deps.quotes.listPage(requireUser(request.user), request.query),
        'user',
      );
      reply.header('X-Total-Count', String(list.total));
      return list.quotes;
    },
  );

  r.get(
    '/api/quotes/list',
    {
      config: { access: 'user' },
      schema: {
        summary: "One page of quotes with the total: a client's own, or every quote for an admin",
        querystring: QuoteListQuerySchema,
        response: { 200: QuoteListSchema },
      },
    },
    async (request) => deps.quotes.listPage(requireUser(request.user), request.query),
  );

  r.get(
    '/api/quotes/stats',
    {
      config: { access: 'user' },
      schema: {
        summary: "Count quotes by status, with their value: a client's own, or all for an admin",
        response: { 200: QuoteStatsSchema },
      },
    },
    async (request) => app.sharedRead(request, () => deps.quotes.stats(requireUser(request.user)), 'user'),
  );

  r.get(
    '/api/quotes/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'One quote (its client or an admin; an admin also gets its costing)',
        params: QuoteIdParamsSchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const quote = await deps.quotes.getVisible(request.params.id, user);
      // What it costs and earns is the owner's alone (issue 37): absent, not null, for its client.
      return isAdmin(user)
        ? { ...quote, costing: await deps.costing.costingOf(costedProposal(quote)) }
        : quote;
    },
  );

  r.post(
    '/api/quotes/:id/claim',
    {
      config: { access: 'user' },
      schema: {
        summary: "Add a visitor's quote request to the signed-in account, with the mailed link",
        params: QuoteIdParamsSchema,
        body: ClaimQuoteBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) => deps.quotes.claim(request.params.id, request.body.token, requireUser(request.user)),
  );

  // The mailed proposal link (decision 0086): its token alone opens that one proposal, no account.
  r.get(
    '/api/quotes/:id/link',
    {
      config: { access: 'public' },
      schema: {
        summary: "A visitor's proposal, opened with the token of its mailed link (anyone holding it)",
        params: QuoteIdParamsSchema,
        querystring: ProposalLinkQuerySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return deps.quotes.byLink(request.params.id, request.query.token);
    },
  );

  r.post(
    '/api/quotes/:id/link/viewed',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mark a sent proposal viewed when it is opened from its mailed link',
        params: QuoteIdParamsSchema,
        body: ProposalLinkBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) => deps.quotes.linkViewed(request.params.id, request.body.token),
  );

  r.post(
    '/api/quotes/:id/link/signature',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign (accept) a proposal from its mailed link: typed full name and agreement',
        params: QuoteIdParamsSchema,
        body: ProposalLinkSignBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) =>
      deps.quotes.linkSign(request.params.id, request.body, request.user, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      }),
  );

  r.get(
    '/api/quotes/:id/link/pdf',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Download the proposal (or one version) as a PDF from its mailed link',
        params: QuoteIdParamsSchema,
        querystring: ProposalLinkPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { token, version } = request.query;
      const { quote, pdf } = await deps.quotes.linkPdf(request.params.id, token, version);
      const suffix = version ? `-v${version}` : '';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="proposal-${quote.proposalNumber}${suffix}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(pdf);
    },
  );

  r.patch(
    '/api/quotes/:id/viewed',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark a sent proposal viewed when its client opens it',
        params: QuoteIdParamsSchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) => deps.quotes.markViewed(request.params.id, requireUser(request.user)),
  );

  r.patch(
    '/api/quotes/:id/status',
    {
      config: { access: 'user' },
      schema: {
        summary: "Change a quote's status: its client accepts or declines, an admin moves it on",
        params: QuoteIdParamsSchema,
        body: UpdateQuoteStatusBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) =>
      deps.quotes.setStatus(request.params.id, request.body, requireUser(request.user), {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      }),
  );

  r.get(
    '/api/quotes/:id/events',
    {
      config: { access: 'user' },
      schema: {
        summary: "A proposal's history, oldest first: sent, viewed, signed, paid … (its client or an admin)",
        params: QuoteIdParamsSchema,
        response: { 200: z.array(QuoteEventSchema) },
      },
    },
    async (request) => deps.quotes.events(request.params.id, requireUser(request.user)),
  );

  r.patch(
    '/api/quotes/:id/guest-count',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change the final guest count until it is due, re-priced (its client; an admin always)',
        params: QuoteIdParamsSchema,
        body: GuestCountBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) =>
      deps.quotes.changeGuestCount(request.params.id, request.body.guestCount, requireUser(request.user)),
  );

  r.post(
    '/api/quotes/:id/guest-count/preview',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The bill a final guest count would give, before confirming it (nothing is saved)',
        params: QuoteIdParamsSchema,
        body: GuestCountBodySchema,
        response: { 200: GuestCountPreviewSchema },
      },
    },
    async (request) =>
      deps.quotes.previewGuestCount(request.params.id, request.body.guestCount, requireUser(request.user)),
  );

  r.get(
    '/api/quotes/:id/versions',
    {
      config: { access: 'user' },
      schema: {
        summary: "A proposal's versions as sent, each fixed (its client or an admin)",
        params: QuoteIdParamsSchema,
        response: { 200: z.array(QuoteVersionSchema) },
      },
    },
    async (request) => deps.quotes.versions(request.params.id, requireUser(request.user)),
  );

  r.post(
    '/api/quotes/:id/change-requests',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Ask the business for changes to a proposal instead of signing it (its client)',
        params: QuoteIdParamsSchema,
        body: ChangeRequestBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) =>
      deps.quotes.requestChanges(request.params.id, request.body.message, requireUser(request.user)),
  );

  r.patch(
    '/api/quotes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Price or revise a proposal and send it to the client (an admin)',
        params: QuoteIdParamsSchema,
        body: UpdateQuoteBodySchema,
        response: { 200: QuoteSchema },
      },
    },
    async (request) => deps.quotes.revise(request.params.id, request.body, request.user),
  );

  r.get(
    '/api/quotes/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Download a proposal as a PDF, or one of its versions (its client or an admin)',
        params: QuoteIdParamsSchema,
        querystring: PdfQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const { version } = request.query;
      const pdf = await deps.quotes.versionPdf(request.params.id, version, user);
      const quote = await deps.quotes.getVisible(request.params.id, user);
      const suffix = version ? `-v${version}` : '';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="proposal-${quote.proposalNumber}${suffix}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
