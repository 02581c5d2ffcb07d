import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/common/auth.ts';
import { matchesEtag } from '../../src/server/platform/conditional-get.ts';
import { toErrorReply } from '../../src/server/platform/errors.ts';
import { fieldError } from '../../src/server/platform/field-error.ts';
import { visibleTo } from '../../src/server/platform/ownership.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const user = (id: number, role: 'client' | 'admin' = 'client'): PublicUser => ({
  id,
  username: `u${id}`,
  email: `u${id}@example.com`,
  role,
  fullName: null,
  phone: null,
  emailVerified: true,
});

describe('one conditional GET', () => {
  it('compares tags weakly, in lists, and honours *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/menu-items', '/api/menu-categories', '/api/gallery', '/api/photos'])(
    'answers %s with 304 when the browser holds that version, weak or strong',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = String(first.headers.etag);
      expect(first.statusCode).toBe(200);
      for (const tag of [etag, `W/${etag.replace(/^W\//, '')}`, `"other", ${etag}`]) {
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
    },
  );

  it('answers unknown API paths with the JSON 404 of the error handler', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/no-such-thing', code: 'NOT_FOUND' });
  });
});

describe('one ownership rule', () => {
  const record = { id: 1, ownerId: 7 };
  it('shows a record to its owner and to admins', () => {
    expect(visibleTo(record, user(7), (r) => r.ownerId)).toBe(record);
    expect(visibleTo(record, user(99, 'admin'), (r) => r.ownerId)).toBe(record);
  });

  it("answers another user's record with the same 404 as a missing one", () => {
    const other = toErrorReply(
      catchError(() => visibleTo(record, user(8), (r) => r.ownerId, 'Quote not found.')),
    );
    const missing = toErrorReply(catchError(() => visibleTo(null, user(8), () => 8, 'Quote not found.')));
    expect(other).toEqual({ status: 404, body: { message: 'Quote not found.', code: 'NOT_FOUND' } });
    expect(missing).toEqual(other);
    // A record nobody owns (a visitor's) is still not anyone's to see.
    expect(() => visibleTo({ ownerId: null }, user(8), (r) => r.ownerId)).toThrow();
  });
});

describe('one fieldError', () => {
  it('names the field in the text and in fieldErrors, unless the rule has its own words', () => {
    expect(toErrorReply(fieldError('label', 'Use letters or numbers')).body).toEqual({
      message: 'label: Use letters or numbers',
      code: 'VALIDATION_FAILED',
      fieldErrors: { label: 'Use letters or numbers' },
    });
    expect(
      toErrorReply(fieldError('eventDate', 'In the past', 'Event date cannot be in the past')).body,
    ).toMatchObject({
      message: 'Event date cannot be in the past',
      fieldErrors: { eventDate: 'In the past' },
    });
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
