import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type UserPreferences = {
  emailNotifications: boolean;
  smsNotifications: boolean;
  marketingEmails: boolean;
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'staff', 'admin'] })
      .notNull()
      .default('client'),
    fullName: text('full_name'),
    phone: text('phone'),
    company: text('company'),
    address: text('address'),
    /** A tax-exemption certificate the business has on file, and its last valid day (business date). */
    taxExemptCertificate: text('tax_exempt_certificate'),
    taxExemptExpiresOn: date('tax_exempt_expires_on', { mode: 'string' }),
    preferences: jsonb('preferences')
      .$type<UserPreferences>()
      .notNull()
      .default({ emailNotifications: true, smsNotifications: false, marketingEmails: false }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The last sign-in with a password: none yet means the next one is the first ("Welcome", not "Welcome back"). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * A staff member the owner removed: the row stays so the shifts they worked keep their name, hours
     * and rate in payroll and margins, but nobody signs in as it and no list of the crew shows it. Its
     * username and email stay taken (no sign-in, reset or lookup by them can ever find two accounts).
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('client', 'staff', 'admin')`),
  ],
);

/** Only the SHA-256 of a session token is stored: a leaked table cannot be replayed as cookies. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens mailed to a user: password resets and email verification. Stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['reset-password', 'verify-email', 'unlock-sign-in'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('reset-password', 'verify-email', 'unlock-sign-in')`,
    ),
  ],
);

/**
 * Browsers a user has signed in from: a long-lived cookie holds the token, the table its SHA-256.
 * When wrong passwords pause an account, its known devices can still sign in with the right one.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);
