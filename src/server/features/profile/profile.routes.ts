import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OkSchema, PublicUserSchema } from '../../../common/auth.ts';
import {
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  DeleteAccountBodySchema,
  HistoryItemSchema,
  ProfileSchema,
  UpdateProfileBodySchema,
  UpdateProfileResultSchema,
} from '../../../common/profile.ts';
import { requireUser } from '../../platform/access.ts';
import { badRequest } from '../../platform/errors.ts';
import { SESSION_COOKIE, type SessionStore } from '../../platform/sessions.ts';
import type { NewsletterService } from '../newsletter/newsletter.service.ts';
import { recordSmsConsent, smsPhoneOf } from '../texts/index.ts';

const SMS_PHONE_PROBLEM = 'Add a mobile phone number we can text first';

import type { AccountService } from './profile.account.ts';
import type { ProfileService } from './profile.service.ts';

export type ProfileRoutesDeps = {
  profile: ProfileService;
  account: AccountService;
  sessions: SessionStore;
  /** The marketing-emails preference is the newsletter consent (issue 10). */
  newsletter: Pick<NewsletterService, 'setConsent'>;
};

export async function profileRoutes(app: FastifyInstance, deps: ProfileRoutesDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Routes that check the current password: a stolen session must not be a password-guessing oracle.
  const passwordChecks = app.limiter('passwordCheck');
  const confirmations = app.limiter('emailConfirmation');

  r.get(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: { summary: "The signed-in user's profile", response: { 200: ProfileSchema } },
    },
    async (request) => deps.profile.get(requireUser(request.user).id),
  );

  r.patch(
    '/api/profile',
    {
      config: { access: 'user', writeLimit: false },
      schema: {
        summary: "Change the signed-in user's profile; a new email address is confirmed by mail",
        body: UpdateProfileBodySchema,
        response: { 200: UpdateProfileResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      if (request.body.email !== undefined) await passwordChecks.consume([`user:${user.id}`]);
      // Issue 40 §1: "Text me updates about my orders" is consent for the account's phone, which
      // texts must be able to reach (the phone sent with it, else the one on the account).
      const sms = request.body.preferences?.smsNotifications;
      const smsConsent = { userId: user.id, phone: request.body.phone ?? null, source: 'profile' as const };
      if (sms === true && !(await smsPhoneOf(app, smsConsent))) {
        throw badRequest(SMS_PHONE_PROBLEM, { 'preferences.smsNotifications': SMS_PHONE_PROBLEM });
      }
      const updated = await deps.profile.update(user, request.body);
      const marketing = request.body.preferences?.marketingEmails;
      if (marketing !== undefined)
        await deps.newsletter.setConsent(user.email, marketing, user.emailVerified);
      if (sms !== undefined) await recordSmsConsent(app, { ...smsConsent, optIn: sms });
      // A new phone with the switch on: the consent follows the account's number.
      else if (request.body.phone && updated.preferences.smsNotifications) {
        await recordSmsConsent(app, { ...smsConsent, optIn: true });
      }
      // Signed-in requests carry the user's name: remembered sessions must read it again.
      deps.sessions.forgetCachedUsers();
      return updated;
    },
  );

  r.post(
    '/api/profile/password',
    {
      config: { access: 'user', writeLimit: false },
      schema: {
        summary: "Change the signed-in user's password (the current one is needed)",
        body: ChangePasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      await passwordChecks.consume([`user:${user.id}`]);
      await deps.profile.changePassword(user, request.body, request.cookies[SESSION_COOKIE]);
      // The other sessions were deleted: no instance may keep answering for them from memory.
      deps.sessions.forgetCachedUsers();
      return { ok: true as const, message: 'Your password has been changed. Other devices were signed out.' };
    },
  );

  // The link in the mail to the new address; the token proves it, so no session is needed.
  r.post(
    '/api/profile/email/confirm',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Confirm a new email address with the mailed link (anyone holding it)',
        body: ConfirmEmailBodySchema,
        response: { 200: PublicUserSchema },
      },
    },
    async (request) => {
      await confirmations.consume([request.ip]);
      const user = await deps.profile.confirmEmail(request.body.token);
      deps.sessions.forgetCachedUsers();
      return user;
    },
  );

  r.get(
    '/api/profile/history',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in user's orders and proposals, newest first",
        response: { 200: z.array(HistoryItemSchema) },
      },
    },
    async (request) => deps.account.history(requireUser(request.user).id),
  );

  r.get(
    '/api/profile/export',
    // A download of everything the account holds, as a JSON file (its shape is the tables').
    {
      config: { access: 'user' },
      schema: {
        summary: "Download everything the signed-in user's account holds, as a JSON file",
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const data = await deps.account.exportData(user.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="my-data-${user.username}.json"`)
        .header('Cache-Control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.delete(
    '/api/profile',
    {
      config: { access: 'user', writeLimit: false },
      schema: {
        summary: "Delete the signed-in user's account (the password is needed)",
        body: DeleteAccountBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      await passwordChecks.consume([`user:${user.id}`]);
      await deps.account.deleteAccount(user, request.body.password);
      await deps.sessions.endAllForUser(user.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const, message: 'Your account has been deleted.' };
    },
  );
}
