import type { Costing } from '../../src/common/costing/schema.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { formatCents } from '../../src/common/money.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import { proposalNumber, type Quote } from '../../src/common/quotes/schema.ts';
import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

/** The owner's line, as the server's costing reads: "Food cost $X · Margin $Y (Z%)". */
const marginLine = (c: Costing) =>
  `Food cost ${formatCents(c.foodCostCents)} · Margin ${formatCents(c.marginCents)}${
    c.marginPercent === null ? '' : ` (${c.marginPercent}%)`
  }`;

test('the Revise dialog shows the margin of the version being drafted, live, and the proposal keeps it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo client requests Full Service for 80 guests with two dishes.
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await signInThroughForm(clientPage, DEMO_CLIENT.username, DEMO_CLIENT.password);
  const menu = (await (await clientPage.request.get('/api/menu-items')).json()) as MenuItem[];
  const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;
  const dishes = menu
    .filter((i) => fullService.eligibleCategories.includes(i.category) && !/market/i.test(i.price))
    .slice(0, 2);
  const created = await clientPage.request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate: new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString(),
      guestCount: 80,
      venue: 'Fairmount Park',
      menuPackage: 'full-service',
      dishes: dishes.map((d) => d.id),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as Quote;
  const reference = proposalNumber(quote);

  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  // What the server says a draft costs: the dialog must show exactly that.
  const costingOf = async (body: Record<string, unknown>) => {
    const res = await page.request.post(`/api/quotes/${quote.id}/costing`, { data: body });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Costing;
  };

  await page.goto('/proposals?tab=all');
  const card = page.getByRole('article', { name: `Proposal ${reference}` });
  await card.getByRole('button', { name: /Price & Send|Revise/ }).click();
  const editor = page.getByRole('dialog', { name: `Price and send ${reference}` });
  const margin = editor.getByRole('region', { name: 'Margin of this version' });

  // The line items the request came with, as the form holds them.
  const description = editor.getByLabel('Item 1 description');
  await expect(description).not.toHaveValue('');
  const line = async (quantity: number) => ({
    description: await description.inputValue(),
    quantity,
    unitPrice: '40.00',
  });
  await editor.getByLabel('Unit price').first().fill('40');
  await editor.getByLabel('Qty').first().fill('80');
  const at80 = await costingOf({ guestCount: 80, lineItems: [await line(80)] });
  await expect(margin.getByText(marginLine(at80))).toBeVisible();
  // Dishes without a recipe are named, never costed as 0 silently.
  if (at80.unknownDishes.length > 0)
    await expect(margin.getByText(`cost unknown for ${at80.unknownDishes.length}`)).toBeVisible();

  // More guests, more pans and a larger bill: the margin follows the draft as it is typed.
  await editor.getByLabel('Guests').fill('120');
  await editor.getByLabel('Qty').first().fill('120');
  const at120 = await costingOf({ guestCount: 120, lineItems: [await line(120)] });
  expect(at120.revenueCents).toBeGreaterThan(at80.revenueCents);
  await expect(margin.getByText(marginLine(at120))).toBeVisible();

  // Sent, the proposal's page shows the owner the same costing; the draft saved nothing before.
  await editor.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByText('Proposal Sent')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const costing = page.getByRole('tabpanel').getByLabel(`Costing of ${reference}`);
  await expect(costing.getByText(marginLine(at120))).toBeVisible();

  // The client's page of the same proposal shows no cost at all.
  await clientPage.goto(`/proposals?tab=details&quote=${quote.id}`);
  await expect(clientPage.getByRole('tabpanel').getByText('Event Information')).toBeVisible();
  await expect(clientPage.getByText(/Food cost/)).toHaveCount(0);
  await clientContext.close();
});
