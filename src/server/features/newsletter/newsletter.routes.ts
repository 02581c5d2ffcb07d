import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NEWSLETTER_SIGNUP_MESSAGE,
  NewsletterMessageSchema,
  NewsletterSendSchema,
  NewsletterSignupSchema,
  NewsletterStatsSchema,
  NewsletterTokenSchema,
} from '../../../common/newsletter.ts';
import type { NewsletterService } from './newsletter.service.ts';

export async function newsletterRoutes(
  app: FastifyInstance,
  deps: { newsletter: NewsletterService },
): Promise<void> {
  // Each sign-up sends a mail: limits per address and per IP keep the form from mailing strangers at will.
  const perAddress = app.limiter('newsletterPerAddress');
  const perIp = app.limiter('newsletterPerIp');

  await app.register(async (scope) => {
    // RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form;
    // the token in the URL is all that matters, so the form body is read and ignored.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/newsletter',
      {
        config: { access: 'public', writeLimit: false },
        schema: {
          summary: 'Sign up for the newsletter; a confirmation link is mailed (anyone)',
          body: NewsletterSignupSchema,
          response: { 202: NewsletterMessageSchema },
        },
      },
      async (request, reply) => {
        const email = request.body.email.toLowerCase();
        await perIp.consume([request.ip]);
        await perAddress.consume([email]);
        await deps.newsletter.signUp(request.body.email);
        return reply.status(202).send({ message: NEWSLETTER_SIGNUP_MESSAGE });
      },
    );

    r.post(
      '/api/newsletter/confirm',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Confirm a newsletter sign-up with the mailed link (anyone holding it)',
          body: NewsletterTokenSchema,
          response: { 200: NewsletterMessageSchema },
        },
      },
      async (request) => {
        await deps.newsletter.confirm(request.body.token);
        return { message: 'Your subscription is confirmed. Thank you!' };
      },
    );

    r.post(
      '/api/newsletter/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Unsubscribe from the newsletter with the link in its mails (anyone holding it)',
          querystring: NewsletterTokenSchema,
          body: z.unknown().optional(),
          response: { 200: NewsletterMessageSchema },
        },
      },
      async (request) => {
        await deps.newsletter.unsubscribe(request.query.token);
        return { message: 'You have been unsubscribed. You will not receive the newsletter again.' };
      },
    );

    r.get(
      '/api/newsletter/stats',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Count the newsletter's subscribers, confirmed and pending (an admin)",
          response: { 200: NewsletterStatsSchema },
        },
      },
      async () => deps.newsletter.stats(),
    );

    r.post(
      '/api/newsletter/send',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Send a newsletter to the confirmed subscribers (an admin)',
          body: NewsletterSendSchema,
          response: { 200: z.object({ sent: z.number().int() }) },
        },
      },
      async (request) => ({ sent: await deps.newsletter.send(request.body.subject, request.body.text) }),
    );
  });
}
