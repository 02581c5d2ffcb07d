import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import type { InquiryList } from '../../src/common/inquiries.ts';
import type { AdminReviewsResponse, PublishedReviews } from '../../src/common/reviews/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { cateringOrder, reviewToken, thankYous } from './automations.fixtures.ts';
import { call } from './quotes.fixtures.ts';

const t = signedInTestApp();
const REVIEW_LINK = 'https://g.page/r/hearth-and-table/review';

/** A catering order's thank-you, sent by the job the day after the order's day: its review link's token. */
async function thankYouToken(email: string, firstName: string): Promise<string> {
  const order = await cateringOrder(t, email, firstName);
  await t.app.automations.runOnce(businessInstant(addDays(order.eventDate!, 1), '10:00'));
  const [mail] = await thankYous(t.app, t.db, email);
  if (!mail) throw new Error(`no thank-you was mailed to ${email}`);
  return reviewToken(mail.text);
}

const review = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, remoteAddress });

async function setReviewLink(link: string) {
  const { instagram: _instagram, ...identity } = (
    await t.app.inject({ method: 'GET', url: '/api/settings/business' })
  ).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: t.admin },
    payload: { ...identity, offer: { ...identity.offer, reviewLink: link } },
  });
  expect(saved.statusCode).toBe(200);
}

describe('a review through its single-use link', () => {
  beforeAll(() => setReviewLink(REVIEW_LINK));

  it('says what is reviewed; 4–5 stars answer the business review link; a second use is 409', async () => {
    const token = await thankYouToken('five.stars@example.com', 'Nadia');
    const target = await call(t.app, 'GET', `/api/reviews/${token}`);
    expect(target.statusCode).toBe(200);
    expect(target.json()).toMatchObject({
      kind: 'order',
      title: expect.stringMatching(/^Catering order ORD-\d+$/),
    });

    const first = await review({ token, stars: 5, comment: 'The salad was perfect.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ reviewLink: REVIEW_LINK });

    const again = await review({ token, stars: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REVIEW_LINK_USED',
      message: 'This review link was already used: thank you, we have your review.',
    });
    expect((await call(t.app, 'GET', `/api/reviews/${token}`)).statusCode).toBe(409);
  });

  it('answers 404 for a link we never made, and 400 for stars outside 1 to 5', async () => {
    const unknown = await review({ token: 'x'.repeat(43), stars: 4 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('This review link is not valid');
    expect((await call(t.app, 'GET', `/api/reviews/${'y'.repeat(43)}`)).statusCode).toBe(404);
    const token = await thankYouToken('bad.stars@example.com', 'Omar');
    const six = await review({ token, stars: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.body).toContain('Choose 1 to 5 stars');
    // A refused post leaves the link usable.
    expect((await review({ token, stars: 4 })).statusCode).toBe(201);
  });

  it('turns 1–3 stars into an inquiry for the owner to answer, without the review link', async () => {
    const token = await thankYouToken('two.stars@example.com', 'Grace');
    const res = await review({ token, stars: 2, comment: 'The delivery came an hour late.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reviewLink: null });
    const inquiries = (await call(t.app, 'GET', '/api/inquiries?status=open', t.admin)).json<InquiryList>();
    const inquiry = inquiries.items.find((item) => item.email === 'two.stars@example.com');
    expect(inquiry?.fullName).toBe('Grace Guest');
    expect(inquiry?.message).toMatch(
      /^2 of 5 stars for Catering order ORD-\d+\.\n\nThe delivery came an hour late\.$/,
    );
  });

  it('is refused after 10 posts from one connection in 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await review({ token: `unknown-${i}`.padEnd(43, 'z'), stars: 5 }, '10.0.0.99')).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("the owner's reviews and the home page's testimonials", () => {
  it('lists the reviews with the average per month, and publishes one with the first name only', async () => {
    const token = await thankYouToken('publish.me@example.com', 'Keisha');
    await review({ token, stars: 4, comment: 'Everyone asked for the recipe.' });
    const list = (await call(t.app, 'GET', '/api/admin/reviews', t.admin)).json<AdminReviewsResponse>();
    const mine = list.items.find((item) => item.comment === 'Everyone asked for the recipe.')!;
    expect(mine).toMatchObject({ stars: 4, firstName: 'Keisha', published: false });
    const stars = list.items.map((item) => item.stars);
    const month = list.monthly[0]!;
    expect(month.count).toBe(stars.length);
    expect(month.average).toBeCloseTo(stars.reduce((a, b) => a + b, 0) / stars.length, 2);

    const before = (await call(t.app, 'GET', '/api/reviews/published')).json<PublishedReviews>();
    expect(before.items.some((item) => item.id === mine.id)).toBe(false);
    const published = await call(t.app, 'PATCH', `/api/admin/reviews/${mine.id}`, t.admin, {
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toBe(true);

    const home = await call(t.app, 'GET', '/api/reviews/published');
    const shown = home.json<PublishedReviews>().items.find((item) => item.id === mine.id);
    expect(shown).toEqual({
      id: mine.id,
      firstName: 'Keisha',
      stars: 4,
      comment: 'Everyone asked for the recipe.',
      title: 'Catering order',
    });
    expect(home.body).not.toContain('Guest');
    expect(home.body).not.toContain('publish.me@example.com');

    const off = await call(t.app, 'PATCH', `/api/admin/reviews/${mine.id}`, t.admin, { published: false });
    expect(off.json().published).toBe(false);
    const after = (await call(t.app, 'GET', '/api/reviews/published')).json<PublishedReviews>();
    expect(after.items.some((item) => item.id === mine.id)).toBe(false);
    expect(
      (await call(t.app, 'PATCH', '/api/admin/reviews/999999', t.admin, { published: true })).statusCode,
    ).toBe(404);
  });
});
