import { z } from 'zod';
import { EmailSchema, RoleSchema } from './auth.ts';
import { optionalNameSchema } from './names.ts';
import { PasswordSchema } from './password.ts';
import { PhoneSchema } from './phone.ts';

const PreferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'Choose on or off' }),
  /** "Text me updates about my orders": consent to texts for the account's phone (issue 40 §1). */
  smsNotifications: z.boolean({ error: 'Choose on or off' }),
  marketingEmails: z.boolean({ error: 'Choose on or off' }),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** GET /api/profile: the account as its owner sees it (never a hash or a token). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** An email change waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  preferences: PreferencesSchema,
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

/** The profile's phone: the one phone rule, and blank clears it (null). */
const ProfilePhoneSchema = z
  .union([z.literal(''), z.null(), PhoneSchema])
  .transform((v) => v || null)
  .optional();

/**
 * PATCH /api/profile. Every field is optional; a new `email` needs `currentPassword` and takes effect
 * only when the link mailed to it is opened.
 */
const ProfileNameSchema = optionalNameSchema('Name')
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();

export const UpdateProfileBodySchema = z.object({
  fullName: ProfileNameSchema,
  /** The spec's word for fullName (either may be sent; fullName wins when both are). */
  name: ProfileNameSchema,
  phone: ProfilePhoneSchema,
  company: optionalText('Company', 120),
  address: optionalText('Address', 300),
  preferences: PreferencesSchema.partial().optional(),
  email: EmailSchema.optional(),
  currentPassword: z.string().max(1024).optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;
export type UpdateProfileData = z.output<typeof UpdateProfileBodySchema>;

export const UpdateProfileResultSchema = ProfileSchema.extend({ message: z.string().optional() });

export const ChangePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const DeleteAccountBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const ConfirmEmailBodySchema = z.object({
  token: z.string().trim().min(1, 'Token is required').max(200),
});

/** One line of the Order History tab: an order (opens its tracker) or a proposal (opens the proposal). */
export const HistoryItemSchema = z.object({
  kind: z.enum(['order', 'proposal']),
  id: z.number().int(),
  number: z.string(),
  event: z.string(),
  date: z.string().nullable(),
  guests: z.number().int().nullable(),
  total: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  href: z.string(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

/** What anonymised records show where the client's name was. */
export const DELETED_CLIENT = 'Deleted client';
