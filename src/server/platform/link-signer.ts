import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { settings } from '../db/schema/index.ts';

const SECRET_KEY = 'link-signing-secret';

/**
 * Signs the capabilities we mail out (e.g. "add this quote request to your account"): the link
 * carries an HMAC of what it grants, so the same link works in every mail and nothing is stored
 * per link. The secret is made once per database and shared by every app instance.
 */
export function createLinkSigner(db: Database) {
  let secret: Promise<Buffer> | undefined;

  async function loadSecret(): Promise<Buffer> {
    await db
      .insert(settings)
      .values({ key: SECRET_KEY, value: sql`${JSON.stringify(randomBytes(32).toString('base64'))}::jsonb` })
      .onConflictDoNothing();
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SECRET_KEY));
    return Buffer.from(String(row!.value), 'base64');
  }

  async function mac(parts: string[]): Promise<Buffer> {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return createHmac('sha256', await secret)
      .update(parts.join('\u001f'))
      .digest();
  }

  return {
    async sign(...parts: string[]): Promise<string> {
      return (await mac(parts)).toString('base64url');
    },
    async verify(token: string, ...parts: string[]): Promise<boolean> {
      const expected = await mac(parts);
      const given = Buffer.from(token, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
