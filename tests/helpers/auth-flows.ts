import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { outbox } from '../../src/server/db/schema/index.ts';

let counter = 0;

export type NewAccount = { username: string; email: string; password: string };

/** A username and email no other test of the file uses. */
export function newAccount(prefix = 'user'): NewAccount {
  counter += 1;
  const tag = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: tag, email: `${tag}@example.com`, password: 'Catering2024x' };
}

/** Registers an account through the real route and fails the test if that does not work. */
export async function registerAccount(app: App, account: NewAccount = newAccount()): Promise<NewAccount> {
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return account;
}

export function login(app: App, username: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers });
}

export function me(app: App, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

export function cookieValue(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'catering_session')?.value;
}

/** Every mail the app put in the outbox for one address, newest first. */
export async function mailsTo(app: App, db: Database, email: string) {
  await app.mailer.flush();
  return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
}

/** The token of the newest link to `page` (e.g. '/reset-password') mailed to `email`. */
export async function mailedToken(app: App, db: Database, email: string, page: string): Promise<string> {
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`);
  for (const mail of await mailsTo(app, db, email)) {
    const match = pattern.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no mail with a ${page} link was sent to ${email}`);
}

/** Words that must never appear in an API reply: stored secrets and their column names. */
export const SECRET_MARKERS = ['password_hash', 'passwordHash', 'token_hash', 'tokenHash', '$argon2'];
