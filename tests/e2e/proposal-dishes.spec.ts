import type { MenuItem } from '../../src/common/menu/schema.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import { proposalNumber, type Quote } from '../../src/common/quotes/schema.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';
import { expectStackedRows } from './stacked-table.ts';

test("an admin changes a quote's dishes from the proposal view, up to the package's limit", async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo client requests Full Service with two dishes.
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await signInThroughForm(clientPage, DEMO_CLIENT.username, DEMO_CLIENT.password);
  const menu = (await (await clientPage.request.get('/api/menu-items')).json()) as MenuItem[];
  const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;
  const entrees = menu.filter(
    (i) => fullService.eligibleCategories.includes(i.category) && !/market/i.test(i.price),
  );
  const eventDate = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString();
  const created = await clientPage.request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate,
      guestCount: 80,
      venue: 'Fairmount Park',
      menuPackage: 'full-service',
      dishes: [entrees[0]!.id, entrees[1]!.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as Quote;
  const reference = proposalNumber(quote);

  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/proposals?tab=all');
  const card = page.getByRole('article', { name: `Proposal ${reference}` });
  await card.getByRole('button', { name: 'Revise' }).click();
  const editor = page.getByRole('dialog', { name: `Price and send ${reference}` });
  const picker = editor.getByRole('group', { name: 'Dishes' });
  await expect(picker.getByText('2 of 5 chosen')).toBeVisible();
  await expect(picker.getByRole('checkbox', { name: entrees[0]!.name })).toBeChecked();
  await picker.getByText(entrees[0]!.name, { exact: true }).click();
  for (const dish of entrees.slice(2, 6)) await picker.getByText(dish.name, { exact: true }).click();
  await expect(picker.getByText('5 of 5 chosen')).toBeVisible();
  // The package's limit: a sixth dish cannot be picked.
  await expect(picker.getByRole('checkbox', { name: entrees[0]!.name })).toBeDisabled();
  await editor.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByText('Proposal Sent')).toBeVisible();

  // The admin's proposal view lists them too, and its message button speaks to the client.
  const chosen = [entrees[1]!, ...entrees.slice(2, 6)].map((d) => d.name);
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('tabpanel');
  await expect(details.getByText(chosen.join(', '))).toBeVisible();
  await details.getByRole('button', { name: 'Message client' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?quote=${quote.id}$`));

  // The client's proposal lists the admin's choice.
  const mine = (await (await clientPage.request.get(`/api/quotes/${quote.id}`)).json()) as Quote;
  expect(mine.dishes.map((d) => d.name)).toEqual(chosen);
  await clientContext.close();
});

test('an admin revises a 20-guest Basic quote: it keeps its 20 guests, and its line items stack on a phone', async ({
  page,
  request,
}) => {
  // The Basic package is for 10 to 25 guests: under the custom quotes' 50 the editor once forced.
  const basic = DEFAULT_OFFER.perEvent.find((p) => p.key === 'basic')!;
  expect(20).toBeGreaterThanOrEqual(basic.minGuests);
  expect(20).toBeLessThanOrEqual(basic.maxGuests);
  expect((await request.post('/api/login', { data: DEMO_CLIENT })).ok()).toBe(true);
  const created = await request.post('/api/quotes', {
    data: {
      eventType: 'private',
      eventDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      guestCount: 20,
      venue: 'Rittenhouse Square',
      menuPackage: 'basic',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as Quote;
  const reference = proposalNumber(quote);

  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/proposals?tab=all');
  await page
    .getByRole('article', { name: `Proposal ${reference}` })
    .getByRole('button', { name: 'Revise' })
    .click();
  const editor = page.getByRole('dialog', { name: `Price and send ${reference}` });
  const guests = editor.getByRole('textbox', { name: 'Guests' });
  await expect(guests).toHaveValue('20');
  await expect(editor.getByText(`${basic.minGuests} to ${basic.maxGuests} for this package`)).toBeVisible();
  // Leaving the field keeps the count (it jumped to 50 on blur); past the package's top it stops there.
  await guests.click();
  await editor.getByLabel('Venue').click();
  await expect(guests).toHaveValue('20');
  await guests.fill('30');
  await editor.getByLabel('Venue').click();
  await expect(guests).toHaveValue(String(basic.maxGuests));
  await guests.fill('20');
  await editor.getByLabel('Venue').fill('Rittenhouse Square, north lawn');
  await expect(guests).toHaveValue('20');
  await editor.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByText('Proposal Sent')).toBeVisible();
  const saved = (await (await page.request.get(`/api/quotes/${quote.id}`)).json()) as Quote;
  expect(saved).toMatchObject({ guestCount: 20, venue: 'Rittenhouse Square, north lawn' });

  // On a 375 px phone the proposal's line items are one card per line, nothing cut or scrolled.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/proposals?tab=details&quote=${quote.id}`);
  const details = page.getByRole('tabpanel');
  await expect(details.getByText('Rittenhouse Square, north lawn')).toBeVisible();
  await expectStackedRows(details.getByRole('table'), ['Item', 'Qty', 'Unit price', 'Amount']);
});
