import type { Quote } from '../../src/common/quotes/schema.ts';
import { chargeNoTax, expect, signInThroughForm, test, unique } from './fixtures.ts';

/** Issue 34 §3: on a phone, a client changes the final guest count before it is due and sees the new balance. */
test('a client changes the guest count at 375 px, sees the new bill first, then the new balance', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await chargeNoTax(page.request);
  const username = unique('counter');
  const password = 'CountOnUs2Guests';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(registered.status()).toBe(201);
  await signInThroughForm(page, username, password);
  const eventDate = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString();
  const created = await page.request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate,
      guestCount: 100,
      menuPackage: 'full-service',
      venue: 'Terrace Hall',
    },
  });
  const quote = (await created.json()) as Quote;
  const signed = await page.request.patch(`/api/quotes/${quote.id}/status`, {
    data: { status: 'accepted', signerName: 'Casey Counter', agreeToTerms: true },
  });
  expect(signed.status()).toBe(200);
  const before = (await signed.json()) as Quote;

  await page.goto(`/proposals?quote=${quote.id}`);
  await page.getByRole('button', { name: 'Change guest count' }).click();
  await page.getByLabel('Guests', { exact: true }).fill('108');
  await page.getByRole('button', { name: 'Show the new bill' }).click();
  const bill = page.getByLabel('New bill');
  await expect(bill.getByText('100 → 108 guests')).toBeVisible();
  // What the page promises is what the server will charge: read the preview's own answer.
  const expected = (await (
    await page.request.post(`/api/quotes/${quote.id}/guest-count/preview`, { data: { guestCount: 108 } })
  ).json()) as { totalAmount: string; balanceDue: string };
  expect(expected.totalAmount).not.toBe(before.totalAmount);
  const money = (v: string) => `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(bill.getByText(`New total: ${money(expected.totalAmount)}`)).toBeVisible();
  await expect(bill.getByText(`New balance: ${money(expected.balanceDue)}`)).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('new-bill-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirm 108 guests' }).click();
  await expect(page.getByLabel('New bill')).toHaveCount(0);
  await expect(page.getByText('108', { exact: true }).first()).toBeVisible();
  const after = (await (await page.request.get(`/api/quotes/${quote.id}`)).json()) as Quote;
  expect(after).toMatchObject({
    guestCount: 108,
    totalAmount: expected.totalAmount,
    balanceDue: expected.balanceDue,
  });
  await expect(page.getByText(money(expected.totalAmount)).first()).toBeVisible();
  const addenda = page.getByLabel('Addenda');
  await expect(
    addenda.getByText(`Signed version ${before.signature?.version} — ${money(before.totalAmount!)}`),
  ).toBeVisible();
  const addendum = addenda.getByText(
    /^Addendum: Guest count 100 → 108 on \w{3} \d{1,2}, by the client; new total /,
  );
  await expect(addendum).toHaveText(
    new RegExp(`new total ${money(expected.totalAmount).replace(/[$.]/g, '\\$&')}$`),
  );
});
