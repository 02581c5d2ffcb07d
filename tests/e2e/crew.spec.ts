import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_ADMIN, expect, signInThroughForm, test, unique, uniqueName } from './fixtures.ts';
import { noToasts } from './quote-helpers.ts';

const PASSWORD = 'ServeTheWedding2';

/** A client's wedding for 60 guests, full service, a month ahead, signed: an event to staff. */
async function acceptedWedding(request: APIRequestContext): Promise<Quote> {
  const username = unique('couple');
  const registered = await request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await request.post('/api/login', { data: { username, password: PASSWORD } })).ok()).toBe(true);
  const created = await request.post('/api/quotes', {
    data: {
      eventType: 'wedding',
      eventDate: businessInstant(addDays(businessClock(new Date()).date, 30), '18:00').toISOString(),
      guestCount: 60,
      menuPackage: 'full-service',
      venue: 'Crew Test Hall',
      contactName: 'Casey Couple',
      contactEmail: `${username}@example.com`,
      contactPhone: '215-555-0142',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as Quote;
  const signed = await request.patch(`/api/quotes/${quote.id}/status`, {
    data: { status: 'accepted', signerName: 'Casey Couple', agreeToTerms: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await request.post('/api/logout');
  return quote;
}

/** Screenshots of the screen (or of `part` of it) at a phone's width and a laptop's, then back to `width`. */
async function shoot(
  page: Page,
  name: string,
  outputPath: (name: string) => string,
  width: number,
  part?: Locator,
) {
  for (const w of [375, 1280]) {
    // Tall enough that the sticky header covers no part of an element's shot.
    await page.setViewportSize({ width: w, height: part ? 1800 : 900 });
    const path = outputPath(`${name}-${w}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

const row = (panel: Locator, role: string, who: string) =>
  panel.getByRole('group', { name: `${role} shift: ${who}` });

test('the owner staffs a wedding from suggestions and assigns a server, who accepts on a phone; the BEO lists the crew', async ({
  page,
  browser,
  baseURL,
  request,
  app,
  axe,
}, testInfo) => {
  const shotPath = (name: string) => testInfo.outputPath(name);
  const quote = await acceptedWedding(request);

  // A server on the crew: invited by the owner, who sets a password from the mail.
  const username = unique('server');
  const fullName = uniqueName('Sam Server ');
  expect((await request.post('/api/login', { data: DEMO_ADMIN })).ok()).toBe(true);
  const invited = await request.post('/api/admin/staff', {
    data: { username, email: `${username}@example.com`, fullName },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await request.post('/api/logout');
  const mail = await app.waitForMail(
    (m) => m.to.includes(`${username}@example.com`) && /invited/i.test(m.subject),
  );
  const token = /set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  expect((await request.post('/api/reset-password', { data: { token, newPassword: PASSWORD } })).ok()).toBe(
    true,
  );

  // The owner gives them the server role on the Staff page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/staff');
  const member = page.getByRole('article', { name: `Staff member ${username}` });
  await expect(member.getByText('No crew roles yet')).toBeVisible();
  await member.getByRole('button', { name: `Edit crew details of ${username}` }).click();
  const details = page.getByRole('dialog', { name: `Crew details: ${fullName}` });
  // A chip is a checkbox drawn as its label: a person taps the label.
  await details.locator('label', { hasText: /^Server$/ }).click();
  await expect(details.getByRole('checkbox', { name: 'Server' })).toBeChecked();
  await details.getByLabel('Phone').fill('215-555-0188');
  await details.getByLabel('Hourly rate').fill('22.50');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await expect(member.getByText('Server', { exact: true })).toBeVisible();
  await expect(member.getByText('· $22.50/hour')).toBeVisible();
  await noToasts(page);
  await shoot(page, 'staff', shotPath, 1280);

  // The wedding's crew, filled from suggestions: 60 guests at full service take 3 servers and a captain.
  await page.goto(`/proposals?quote=${quote.id}`);
  const crew = page.getByRole('region', { name: 'Crew' });
  await expect(crew.getByText('No shifts yet: fill from suggestions, or add one.')).toBeVisible();
  await crew.getByRole('button', { name: 'Fill from suggestions' }).click();
  await expect(row(crew, 'Server', 'Open')).toHaveCount(3);
  await expect(row(crew, 'Captain', 'Open')).toHaveCount(1);

  // The server's select offers only people with that role; the owner assigns them.
  await row(crew, 'Server', 'Open')
    .first()
    .getByRole('button', { name: /^Edit the Server shift/ })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Edit shift' });
  await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: fullName }).click();
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(crew, 'Server', fullName).getByText('Waiting')).toBeVisible();
  await expect(row(crew, 'Server', 'Open')).toHaveCount(2);

  // The same person on a second server shift at the same time: the server refuses it (409), the dialog says why.
  await row(crew, 'Server', 'Open')
    .first()
    .getByRole('button', { name: /^Edit the Server shift/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit shift' });
  await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: fullName }).click();
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(dialog.getByRole('alert')).toContainText(fullName.split(' ')[0]!);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(crew, 'Server', 'Open')).toHaveCount(2);
  await noToasts(page);
  await axe(page);
  await shoot(page, 'crew-panel', shotPath, 1280, crew);

  // The server, on a 375 px phone, accepts in My shifts.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const phone = await phoneContext.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Username or email').fill(username);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/kitchen$/);
  await phone.goto('/my-shifts');
  await expect(phone).toHaveTitle(/^My Shifts/);
  const card = phone.getByRole('article', { name: /^Server at / });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Crew Test Hall')).toBeVisible();
  const accept = card.getByRole('button', { name: 'Accept' });
  expect((await accept.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect((await card.getByRole('button', { name: 'Decline' }).boundingBox())?.height).toBeGreaterThanOrEqual(
    44,
  );
  await accept.click();
  await expect(card.getByText('Accepted')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(phone.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(
    /\/api\/shifts\/feed\/[\w-]+\.ics$/,
  );
  await noToasts(phone);
  await axe(phone);
  await shoot(phone, 'my-shifts', shotPath, 375);
  await phoneContext.close();

  // The owner sees the answer; the BEO lists the crew.
  await page.reload();
  await expect(row(crew, 'Server', fullName).getByText('Accepted')).toBeVisible();
  const beo = await page.request.get(`/api/quotes/${quote.id}/beo`);
  expect(beo.status()).toBe(200);
  const sheet = pdfText(await beo.body());
  expect(sheet).toContain(fullName);
  expect(sheet).toMatch(/Captain/);

  // They forgot to clock: the owner records the hours worked, 4:00 to 9:30 PM.
  const eventDay = businessClock(new Date(quote.eventDate!)).date;
  await row(crew, 'Server', fullName)
    .getByRole('button', { name: /^Edit the Server shift/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Edit shift' });
  await dialog.getByLabel('Actual start').fill(`${eventDay}T16:00`);
  await dialog.getByLabel('Actual end').fill(`${eventDay}T21:30`);
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(dialog).toHaveCount(0);

  // Payroll for the wedding's day: the server's 6 hours scheduled, 5.5 worked, paid at $22.50.
  await page.goto('/admin/payroll');
  await expect(page).toHaveTitle(/^Payroll/);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(eventDay);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(eventDay);
  const person = page
    .getByRole('table', { name: 'Payroll' })
    .getByRole('row', { name: new RegExp(fullName) });
  await expect(person.getByRole('cell')).toHaveText([fullName, '1', '6.00', '5.50', '$123.75']);
  await expect(page.getByLabel('Total pay')).toHaveText('$123.75');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /payroll\.csv\?from=/,
  );
  await shoot(page, 'payroll', shotPath, 1280);
});
