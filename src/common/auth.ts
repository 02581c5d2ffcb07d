import { z } from 'zod';
import { nameSchema } from './names.ts';
import { PasswordSchema } from './password.ts';
import { OptionalPhoneSchema } from './phone.ts';

/** `staff`: the crew, who run the kitchen's screens and see no money (issue 28 §4, docs/decisions/0085). */
const ROLES = ['client', 'staff', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UsernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, numbers, dots, dashes and underscores');

export const EmailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email'));

/** The user as every API reply shows it: never a hash, never a token. */
export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  fullName: z.string().nullable(),
  /** The profile's phone: forms fill it in for the signed-in person (issue 34 §6). */
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** POST /api/login: the user, and whether this is their first sign-in (the greeting differs). */
export const SignInReplySchema = PublicUserSchema.extend({ firstSignIn: z.boolean() });
export type SignInReply = z.infer<typeof SignInReplySchema>;

/** The greeting after signing in: a first sign-in is not "Welcome back". */
export function signInGreeting(user: Pick<SignInReply, 'username' | 'fullName' | 'firstSignIn'>) {
  const name = user.fullName?.trim() || user.username;
  return user.firstSignIn
    ? { title: 'Welcome', message: `Glad you're here, ${name}.` }
    : { title: 'Welcome back', message: `Good to see you again, ${name}.` };
}

/** GET /api/session: who is signed in, answered 200 either way (the page's own check, no console error). */
export const SessionSchema = z.object({ user: PublicUserSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});

/**
 * POST /api/register. The sign-up form asks for the full name (mails and papers greet people by it,
 * issue 34 §6) and an optional phone; the API still takes the spec's three fields alone.
 */
export const RegisterBodySchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  fullName: nameSchema('Full name').optional(),
  phone: OptionalPhoneSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

export const ResetPasswordBodySchema = z.object({
  token: z.string().trim().min(1, 'Reset token is required').max(200),
  newPassword: PasswordSchema,
});

/** A mailed link's token: email confirmation, and the link that lifts a sign-in pause after wrong passwords. */
export const MailedTokenBodySchema = z.object({
  token: z.string().trim().min(1, 'Token is required').max(200),
});

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

export const DemoLoginBodySchema = z.object({ role: z.enum(['client', 'admin']) });

/** What the browser needs to know about this installation before anyone signs in. */
export const AppInfoSchema = z.object({ demoMode: z.boolean() });
export type AppInfo = z.infer<typeof AppInfoSchema>;
