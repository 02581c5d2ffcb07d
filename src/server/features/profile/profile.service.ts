import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { firstName } from '../../../common/customer-name.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { ChangePasswordBody, Profile, UpdateProfileData } from '../../../common/profile.ts';
import type { Database } from '../../db/connect.ts';
import { emailChangeRequests, sessions, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { toPublicUser } from '../../platform/sessions.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { endMailedLinks } from '../auth/account-links.ts';

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export type ProfileServiceDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessName: () => Promise<string>;
  /** Runs once a new email is confirmed (guest orders and quotes with it join the account). */
  onEmailVerified?: (user: PublicUser) => Promise<void>;
};

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, mailer } = deps;

  async function userRow(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound('Account not found.');
    return row;
  }

  /** Wrong passwords answer 400 on the field, so the form can say where the problem is. */
  async function checkPassword(passwordHash: string, password: string | undefined, field: string) {
    if (!password)
      throw badRequest('Enter your current password', { [field]: 'Enter your current password' });
    if (!(await verifyPassword(passwordHash, password))) {
      throw badRequest('Your current password is incorrect', {
        [field]: 'Your current password is incorrect',
      });
    }
  }

  async function get(userId: number): Promise<Profile> {
    const row = await userRow(userId);
    const [pending] = await db
      .select({ newEmail: emailChangeRequests.newEmail })
      .from(emailChangeRequests)
      .where(
        and(
          eq(emailChangeRequests.userId, userId),
          isNull(emailChangeRequests.usedAt),
          gt(emailChangeRequests.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(emailChangeRequests.createdAt))
      .limit(1);
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      pendingEmail: pending?.newEmail ?? null,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      fullName: row.fullName,
      phone: row.phone,
      company: row.company,
      address: row.address,
      preferences: row.preferences,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function requestEmailChange(row: typeof users.$inferSelect, newEmail: string): Promise<void> {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, row.id)))
      .limit(1);
    if (taken)
      throw conflict(
        'An account with that email already exists',
        { email: 'An account with that email already exists' },
        ErrorCode.accountExists,
      );
    const token = newToken();
    // A newer request replaces older ones: only the latest link works.
    await db
      .update(emailChangeRequests)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChangeRequests.userId, row.id), isNull(emailChangeRequests.usedAt)));
    await db.insert(emailChangeRequests).values({
      tokenHash: hashToken(token),
      userId: row.id,
      newEmail,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    const name = await deps.businessName();
    await mailer.send({
      to: newEmail,
      subject: `Confirm your new email for ${name}`,
      text:
        `Hello ${firstName(row.fullName, row.username)},\n\nYou asked to use this address for your ${name} account. ` +
        `Open this link within 24 hours to confirm it:\n\n${deps.publicUrl}/confirm-email?token=${token}\n\n` +
        'Until you do, your account keeps its current email address.\n',
    });
    await mailer.send({
      to: row.email,
      subject: `Your ${name} account email is being changed`,
      text:
        `Hello ${firstName(row.fullName, row.username)},\n\nSomeone signed in to your ${name} account asked to change its ` +
        `email address to ${newEmail}. The change happens only when the link sent to that address is opened.\n\n` +
        'If this was not you, change your password now and contact us.\n',
    });
  }

  return {
    get,

    async update(user: PublicUser, body: UpdateProfileData): Promise<Profile & { message?: string }> {
      const row = await userRow(user.id);
      const changesEmail = body.email !== undefined && body.email.toLowerCase() !== row.email.toLowerCase();
      const fullName = body.fullName !== undefined ? body.fullName : body.name;
      if (changesEmail) await checkPassword(row.passwordHash, body.currentPassword, 'currentPassword');
      await db
        .update(users)
        .set({
          ...(fullName !== undefined ? { fullName } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.company !== undefined ? { company: body.company } : {}),
          ...(body.address !== undefined ? { address: body.address } : {}),
          ...(body.preferences ? { preferences: { ...row.preferences, ...body.preferences } } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (changesEmail) {
        await requestEmailChange(row, body.email!);
        return {
          ...(await get(user.id)),
          message: `We sent a confirmation link to ${body.email}. Your email changes when you open it.`,
        };
      }
      return get(user.id);
    },

    /** The link in the mail to the new address: the change happens here, once. */
    async confirmEmail(token: string): Promise<PublicUser> {
      const [request] = await db
        .update(emailChangeRequests)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailChangeRequests.tokenHash, hashToken(token)),
            isNull(emailChangeRequests.usedAt),
            gt(emailChangeRequests.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!request)
        throw new AppError(400, ErrorCode.invalidToken, 'This confirmation link is invalid or has expired.');
      try {
        const [row] = await db
          .update(users)
          .set({ email: request.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, request.userId))
          .returning();
        if (!row) throw notFound('Account not found.');
        await endMailedLinks(db, row.id, 'email');
        const user = toPublicUser(row);
        await deps.onEmailVerified?.(user);
        return user;
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('An account with that email already exists', undefined, ErrorCode.accountExists);
        throw error;
      }
    },

    /** Same rules as signup; every other session of the account ends, this one stays. */
    async changePassword(
      user: PublicUser,
      body: ChangePasswordBody,
      currentToken: string | undefined,
    ): Promise<void> {
      const row = await userRow(user.id);
      await checkPassword(row.passwordHash, body.currentPassword, 'currentPassword');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await endMailedLinks(db, user.id, 'password');
      const keep = currentToken ? hashToken(currentToken) : '';
      await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, keep)));
      const name = await deps.businessName();
      await mailer.send({
        to: row.email,
        subject: `Your ${name} password was changed`,
        text:
          `Hello ${firstName(row.fullName, row.username)},\n\nThe password of your ${name} account was just changed, ` +
          'and every other device was signed out.\n\nIf this was not you, reset your password at once: ' +
          `${deps.publicUrl}/forgot-password\n`,
      });
    },

    checkPassword: async (userId: number, password: string, field: string) =>
      checkPassword((await userRow(userId)).passwordHash, password, field),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
