import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_TEST_UNLOCK_MINUTES } from '../../../common/payments.ts';

export const UNLOCK_COOKIE = 'payment_test_unlock';

/**
 * The payment test page's unlock, as a signed cookie: `nonce.expiresAtMs.mac`. The key derives from
 * PAYMENT_TEST_PASSWORD, so any app instance can check it and changing the password revokes it.
 */
export function createUnlockTokens(password: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', 'payment-test-unlock').update(password).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(): { token: string; maxAgeSeconds: number } {
      const payload = `${randomBytes(12).toString('base64url')}.${now() + PAYMENT_TEST_UNLOCK_MINUTES * 60_000}`;
      return { token: `${payload}.${mac(payload)}`, maxAgeSeconds: PAYMENT_TEST_UNLOCK_MINUTES * 60 };
    },
    /** The unlock's nonce when the token is genuine and unexpired; null otherwise. */
    verify(token: string | undefined): string | null {
      if (!token) return null;
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [nonce, expires, given] = parts as [string, string, string];
      const expected = Buffer.from(mac(`${nonce}.${expires}`));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
      return Number(expires) > now() ? nonce : null;
    },
    /** Compares in constant time, so the answer's timing says nothing about the password. */
    matches(candidate: string): boolean {
      const a = createHmac('sha256', key).update(candidate).digest();
      const b = createHmac('sha256', key).update(password).digest();
      return timingSafeEqual(a, b);
    },
  };
}
