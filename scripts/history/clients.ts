/**
 * The history's clients: names, streets and phone numbers drawn from short lists, and each new client
 * registering and adding a phone number as a person would.
 */
import type { HistoryRun } from './run.ts';

export const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Eli',
  'Nina',
  'Omar',
  'Rosa',
  'Sam',
  'Tara',
  'Yusuf',
];
export const LAST = [
  'Rivera',
  'Nguyen',
  'Okafor',
  'Kim',
  'Russo',
  'Patel',
  'Cohen',
  'Brooks',
  'Diaz',
  'Walsh',
];
export const STREETS = ['Spruce St', 'Pine St', 'Chestnut St', 'Walnut St', 'Girard Ave', 'Passyunk Ave'];

export type Client = {
  id: number;
  username: string;
  password: string;
  email: string;
  phone: string;
  name: [string, string];
};

export const phoneOf = (n: number) => `(215) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`;

export async function newClient({ random, inject, sessionOf, clients }: HistoryRun, n: number) {
  const name: [string, string] = [random.pick(FIRST), random.pick(LAST)];
  const username = `${name[0].toLowerCase()}.${name[1].toLowerCase()}${n}`;
  const account = { username, email: `${username}@example.com`, password: `History${n}pass` };
  const res = await inject('POST', '/api/register', undefined, account);
  if (res.statusCode !== 201) return;
  const cookie = await sessionOf(username, account.password);
  await inject('PATCH', '/api/profile', cookie, { phone: phoneOf(n) });
  const me = await inject('GET', '/api/me', cookie);
  clients.push({ id: me.json<{ id: number }>().id, ...account, phone: phoneOf(n), name });
}
