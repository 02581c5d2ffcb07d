import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's first argon2id profile: 19 MiB, 2 passes, 1 lane.
// Algorithm is a const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a wrong username is not faster than a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1');
  await verifyPassword(await dummyHash, password);
}
