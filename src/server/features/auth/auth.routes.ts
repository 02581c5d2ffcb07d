import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppInfoSchema,
  DemoLoginBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MailedTokenBodySchema,
  OkSchema,
  PublicUserSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
  SignInReplySchema,
} from '../../../common/auth.ts';
import { DEMO_ACCOUNTS } from '../../db/seed-demo-accounts.ts';
import { notFound, unauthenticated } from '../../platform/errors.ts';
import { SESSION_COOKIE, type SessionStore } from '../../platform/sessions.ts';
import type { AuthService } from './auth.service.ts';
import type { SignInGuard } from './sign-in-guard.ts';

export type AuthRoutesDeps = {
  auth: AuthService;
  sessions: SessionStore;
  guard: SignInGuard;
  demoMode: boolean;
};

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each route counts under its own limit of config.ts's table (these routes set writeLimit: false).
  const limits = {
    signIn: app.limiter('signIn'),
    register: app.limiter('register'),
    forgot: app.limiter('passwordReset'),
    forgotPerAddress: app.limiter('passwordResetPerAddress'),
    mailedLink: app.limiter('mailedLink'),
    demo: app.limiter('demoSignIn'),
  };

  r.get(
    '/api/app-info',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tell the app whether this installation runs as a demo (anyone)',
        response: { 200: AppInfoSchema },
      },
    },
    async () => ({ demoMode: deps.demoMode }),
  );

  r.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: { summary: 'The signed-in user; 401 for a visitor', response: { 200: PublicUserSchema } },
    },
    async (request) => {
      if (!request.user) throw unauthenticated('Not signed in.');
      return request.user;
    },
  );

  r.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user, or null for a visitor (anyone)',
        response: { 200: SessionSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );

  r.post(
    '/api/login',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Sign in with a username and password (anyone)',
        body: LoginBodySchema,
        response: { 200: SignInReplySchema },
      },
    },
    async (request, reply) => {
      await limits.signIn.consume([request.ip]);
      // Only failed passwords count, per account (or per known device of it): see sign-in-guard.ts.
      // The attempt is counted before the password is checked, and given back when it was right.
      const counter = await deps.guard.check(request, await deps.auth.accountKey(request.body.username));
      const user = await deps.auth.authenticate(request.body.username, request.body.password);
      await deps.guard.succeeded(counter);
      await deps.guard.rememberDevice(request, reply, user.id);
      await deps.sessions.start(reply, user.id, request.cookies[SESSION_COOKIE]);
      return { ...user, firstSignIn: await deps.auth.recordSignIn(user.id) };
    },
  );

  r.post(
    '/api/logout',
    {
      config: { access: 'public', writeLimit: false },
      schema: { summary: "Sign out: end this browser's session (anyone)", response: { 200: OkSchema } },
    },
    async (request, reply) => {
      await deps.sessions.end(request, reply);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/register',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Create a client account; its email address is confirmed by mail (a visitor)',
        body: RegisterBodySchema,
        response: { 201: PublicUserSchema },
      },
    },
    async (request, reply) => {
      await limits.register.consume([request.ip]);
      const user = await deps.auth.register(request.body);
      return reply.status(201).send(user);
    },
  );

  r.post(
    '/api/forgot-password',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: "Mail a password-reset link to an account's address (anyone)",
        body: ForgotPasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await limits.forgot.consume([request.ip]);
      await limits.forgotPerAddress.consume([request.body.email.toLowerCase()]);
      await deps.auth.requestPasswordReset(request.body.email);
      return {
        ok: true as const,
        message: 'If an account exists for that email, a reset link is on its way.',
      };
    },
  );

  r.post(
    '/api/reset-password',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Set a new password with the mailed reset link (anyone holding it)',
        body: ResetPasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      await limits.mailedLink.consume([request.ip]);
      const userId = await deps.auth.resetPassword(request.body.token, request.body.newPassword);
      await deps.sessions.endAllForUser(userId);
      await deps.guard.lift(userId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const, message: 'Your password has been reset. Please sign in.' };
    },
  );

  r.post(
    '/api/verify-email',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: "Confirm an account's email address with the mailed link (anyone holding it)",
        body: MailedTokenBodySchema,
        response: { 200: PublicUserSchema },
      },
    },
    async (request) => {
      await limits.mailedLink.consume([request.ip]);
      return deps.auth.verifyEmail(request.body.token);
    },
  );

  r.post(
    '/api/unlock-sign-in',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Lift a paused sign-in with the mailed unlock link (the account holder)',
        body: MailedTokenBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await limits.mailedLink.consume([request.ip]);
      await deps.guard.unlockWithToken(request.body.token);
      return { ok: true as const, message: 'Sign-in is unlocked. You can sign in now.' };
    },
  );

  r.post(
    '/api/demo-login',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Sign in as a demo account, on a demo installation only (anyone)',
        body: DemoLoginBodySchema,
        response: { 200: PublicUserSchema },
      },
    },
    async (request, reply) => {
      if (!deps.demoMode) throw notFound('Demo sign-in is not available on this installation.');
      await limits.demo.consume([request.ip]);
      const account = DEMO_ACCOUNTS.find((a) => a.role === request.body.role)!;
      const user = await deps.auth.findByUsername(account.username);
      if (!user) throw notFound('The demo account does not exist.');
      await deps.sessions.start(reply, user.id, request.cookies[SESSION_COOKIE]);
      return user;
    },
  );
}
