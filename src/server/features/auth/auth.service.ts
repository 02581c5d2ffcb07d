import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PublicUser, RegisterBody } from '../../../common/auth.ts';
import { firstName } from '../../../common/customer-name.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { type InviteStaffBody, STAFF_INVITE_DAYS } from '../../../common/staff.ts';
import type { Database } from '../../db/connect.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { toPublicUser } from '../../platform/sessions.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { type AuditWriter, actorOrSystem, recordAudit } from '../audit/audit.record.ts';
import { endMailedLinks } from './account-links.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const STAFF_INVITE_TTL_MS = STAFF_INVITE_DAYS * 24 * 60 * 60 * 1000;

type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export type AuthServiceDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessName: () => Promise<string> | string;
  now?: () => Date;
  /** Runs after an email is confirmed (quotes sent with that email join the account). */
  onEmailVerified?: (user: PublicUser) => Promise<void>;
};

const byUsernameOrEmail = (login: string) =>
  sql`lower(${users.username}) = lower(${login}) or lower(${users.email}) = lower(${login})`;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function issueToken(userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    await db.insert(accountTokens).values({
      tokenHash: hashToken(token),
      purpose,
      userId,
      createdAt: now(),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return token;
  }

  /** Marks a token used in one statement, so two concurrent uses cannot both succeed. */
  async function redeemToken(token: string, purpose: TokenPurpose): Promise<number | null> {
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: now() })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now()),
        ),
      )
      .returning({ userId: accountTokens.userId });
    return row?.userId ?? null;
  }

  async function sendVerification(user: {
    id: number;
    email: string;
    username: string;
    fullName: string | null;
  }): Promise<void> {
    const token = await issueToken(user.id, 'verify-email', VERIFY_TOKEN_TTL_MS);
    const name = await deps.businessName();
    await mailer.send({
      to: user.email,
      subject: `Confirm your email for ${name}`,
      text:
        `Hello ${firstName(user.fullName, user.username)},\n\nThanks for creating your ${name} client portal account. ` +
        `Please confirm your email address by opening this link:\n\n${deps.publicUrl}/verify-email?token=${token}\n\n` +
        // Orders join the account that confirms their address; a visitor's quote request joins only from
        // the signed link in its own mail (docs/decisions/0011).
        'Confirming your email adds the orders you placed with this address to your account. A quote ' +
        'request you sent before signing up joins your account when you open the link in its own mail.\n',
    });
  }

  async function createAccount(
    body: RegisterBody & { role?: 'client' | 'staff' },
    welcome: (row: typeof users.$inferSelect) => Promise<void>,
    /** Written in the account's own transaction (the audit trail's event of an invitation). */
    onCreated?: (tx: AuditWriter, row: typeof users.$inferSelect) => Promise<void>,
  ): Promise<PublicUser> {
    const clash = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${body.username}) or lower(${users.email}) = lower(${body.email})`,
      );
    const fieldErrors: Record<string, string> = {};
    for (const row of clash) {
      if (row.username.toLowerCase() === body.username.toLowerCase())
        fieldErrors.username = 'That username is taken';
      if (row.email.toLowerCase() === body.email.toLowerCase())
        fieldErrors.email = 'An account with that email already exists';
    }
    if (Object.keys(fieldErrors).length > 0)
      throw conflict(Object.values(fieldErrors)[0]!, fieldErrors, ErrorCode.accountExists);
    const passwordHash = await hashPassword(body.password);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            username: body.username,
            email: body.email,
            passwordHash,
            ...(body.fullName ? { fullName: body.fullName } : {}),
            ...(body.phone ? { phone: body.phone } : {}),
            ...(body.role ? { role: body.role } : {}),
          })
          .returning();
        await onCreated?.(tx, inserted!);
        return inserted;
      });
      await welcome(row!);
      return toPublicUser(row!);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A simultaneous registration got past the check above: name the field all the same.
        const fieldErrors: Record<string, string> =
          violatedConstraint(error) === 'users_email_lower_idx'
            ? { email: 'An account with that email already exists' }
            : { username: 'That username is taken' };
        throw conflict(Object.values(fieldErrors)[0]!, fieldErrors, ErrorCode.accountExists);
      }
      throw error;
    }
  }

  return {
    async register(body: RegisterBody): Promise<PublicUser> {
      return createAccount(body, async (row) => sendVerification(row));
    },

    /**
     * An admin invites a staff member (issue 28 §4): the account has no usable password until the
     * invitee opens the mailed link, a single-use reset-password token opened by the "Set your
     * password" page (`/set-password`, issue 34 §6), sent only to the address the admin typed.
     */
    async inviteStaff(body: InviteStaffBody, by?: PublicUser | null): Promise<PublicUser> {
      const invited = async (tx: AuditWriter, row: typeof users.$inferSelect) =>
        recordAudit(tx, {
          actor: actorOrSystem(by),
          action: 'invited',
          entity: 'staff',
          entityId: row.id,
          after: { username: row.username, email: row.email, fullName: row.fullName, role: row.role },
        });
      return createAccount(
        { ...body, password: newToken(), role: 'staff' },
        async (row) => {
          const token = await issueToken(row.id, 'reset-password', STAFF_INVITE_TTL_MS);
          const name = await deps.businessName();
          await mailer.send({
            to: row.email,
            subject: `You're invited to the ${name} kitchen`,
            text:
              `Hello ${firstName(row.fullName, row.username)},\n\n${name} has made you a staff account ` +
              `(username: ${row.username}) for the kitchen's calendar, prep sheet and orders. ` +
              `Open this link within ${STAFF_INVITE_DAYS} days to choose your password:\n\n` +
              `${deps.publicUrl}/set-password?token=${token}\n\n` +
              'The link works once. If you did not expect this, ignore this mail.\n',
          });
        },
        invited,
      );
    },

    /** What the per-account sign-in limit counts: the account itself, whether named by username or email. */
    async accountKey(login: string): Promise<string> {
      const [row] = await db.select({ id: users.id }).from(users).where(byUsernameOrEmail(login)).limit(1);
      return row ? `user:${row.id}` : `login:${login.toLowerCase()}`;
    },

    async authenticate(login: string, password: string): Promise<PublicUser> {
      const [row] = await db.select().from(users).where(byUsernameOrEmail(login)).limit(1);
      // A removed staff member's account is kept for history only: answered like an unknown login.
      if (!row || row.removedAt) {
        await burnPasswordCheck(password);
        throw new AppError(401, ErrorCode.invalidCredentials, 'Invalid username or password');
      }
      if (!(await verifyPassword(row.passwordHash, password))) {
        throw new AppError(401, ErrorCode.invalidCredentials, 'Invalid username or password');
      }
      return toPublicUser(row);
    },

    /** Notes a sign-in; answers whether it is the account's first. */
    async recordSignIn(userId: number): Promise<boolean> {
      const [before] = await db.select({ last: users.lastSignInAt }).from(users).where(eq(users.id, userId));
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
      return !before?.last;
    },

    async findByUsername(username: string): Promise<PublicUser | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.removedAt)))
        .limit(1);
      return row ? toPublicUser(row) : null;
    },

    /** Answers nothing about whether the email is known; mails a link only when it is. */
    async requestPasswordReset(email: string): Promise<void> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      // A removed staff member gets no link: their account is history, not a way back in.
      if (!row || row.removedAt) return;
      const token = await issueToken(row.id, 'reset-password', RESET_TOKEN_TTL_MS);
      const name = await deps.businessName();
      await mailer.send({
        to: row.email,
        subject: `Reset your ${name} password`,
        text:
          `Hello ${firstName(row.fullName, row.username)},\n\nSomeone asked to reset the password of your ${name} account. ` +
          `If it was you, open this link within 1 hour to choose a new password:\n\n` +
          `${deps.publicUrl}/reset-password?token=${token}\n\n` +
          'If you did not ask for this, ignore this mail: your password stays as it is.\n',
      });
    },

    /** Returns the user whose password changed; the caller ends every session of that user. */
    async resetPassword(token: string, newPassword: string): Promise<number> {
      const userId = await redeemToken(token, 'reset-password');
      if (userId === null) {
        throw new AppError(
          400,
          ErrorCode.invalidToken,
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: now() })
        .where(eq(users.id, userId));
      // Other links mailed before this reset must not work afterwards.
      await endMailedLinks(db, userId, 'password');
      return userId;
    },

    async verifyEmail(token: string): Promise<PublicUser> {
      const userId = await redeemToken(token, 'verify-email');
      if (userId === null) {
        throw new AppError(400, ErrorCode.invalidToken, 'This confirmation link is invalid or has expired.');
      }
      const [row] = await db
        .update(users)
        .set({ emailVerifiedAt: now(), updatedAt: now() })
        .where(eq(users.id, userId))
        .returning();
      const user = toPublicUser(row!);
      await deps.onEmailVerified?.(user);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
