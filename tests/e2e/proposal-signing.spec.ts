import { readFile } from 'node:fs/promises';
import { pdfText } from '../helpers/pdf-text.ts';
import { chargeNoTax, DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

/** Issue 27: a client signs on a phone and sees who signed; asks for a change; sees what changed. */
test('a client signs at 375 px, asks for changes on another proposal, and sees what version 2 changed', async ({
  page,
  browser,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await chargeNoTax(page.request); // round totals in what changed
  const username = unique('signer');
  const password = 'SignHere2Table';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(registered.status()).toBe(201);
  await signInThroughForm(page, username, password);
  const eventDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString();
  const request = (venue: string) =>
    page.request.post('/api/quotes', {
      data: { eventType: 'wedding', eventDate, guestCount: 100, menuPackage: 'full-service', venue },
    });
  const first = (await (await request('Terrace Hall')).json()) as { id: number };
  const second = (await (await request('Boathouse Row')).json()) as { id: number };

  await page.goto(`/proposals?quote=${first.id}`);
  await expect(page.getByText('I agree to the terms')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Type your full name and agree to the terms to sign.')).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Morgan Signer');
  await page.getByLabel('I agree to the terms').check();
  await axe(page);
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Proposal Signed')).toBeVisible();
  await expect(page.getByText(/^Signed by Morgan Signer on .+ ET \(version 1\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Deposit to pay now')).toBeVisible();
  const signedPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const signedText = pdfText(await readFile((await (await signedPdf).path())!));
  expect(signedText).toContain('Signed by');
  expect(signedText).toContain('Morgan Signer');
  expect(signedText).toContain('Audit trail');

  // Another proposal: ask for a change instead of signing.
  await page.goto(`/proposals?quote=${second.id}`);
  await page.getByRole('button', { name: 'Request changes' }).click();
  await page.getByLabel('What should we change?').fill('Please add a late-night snack.');
  await page.getByRole('button', { name: 'Send change request' }).click();
  await expect(page.getByText('Changes Requested', { exact: true })).toBeVisible();
  await expect(page.getByText('You asked for changes')).toBeVisible();

  // The business answers with version 2.
  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const revised = await admin.request.patch(`/api/quotes/${second.id}`, {
    data: {
      lineItems: [
        { description: 'Full Service Catering (per guest)', quantity: 100, unitPrice: '40.00' },
        { description: 'Late-night snack', quantity: 100, unitPrice: '6.00' },
      ],
    },
  });
  expect(revised.status()).toBe(200);
  await admin.goto(`/proposals?quote=${second.id}`);
  await expect(
    admin.getByRole('region', { name: 'Audit trail' }).getByText(/Change requested/),
  ).toBeVisible();
  await adminContext.close();

  await page.reload();
  const changed = page.getByRole('region', { name: 'What changed' });
  await expect(changed.getByText('Added: Late-night snack ($600.00)')).toBeVisible();
  await expect(changed.getByText('Total: $4,000.00 → $4,600.00')).toBeVisible();
});

/**
 * Issue 27: a customer without an account opens the proposal from its mail at 1280 px, reads it,
 * signs it and downloads the signed PDF (signature block and audit trail in its text).
 */
test('a customer without an account signs from the mailed link at 1280 px and downloads the signed PDF', async ({
  page,
  browser,
  app,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await chargeNoTax(page.request);
  const email = `${unique('linked')}@example.com`;
  const eventDate = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString();
  const requested = await page.request.post('/api/quotes', {
    data: {
      eventType: 'corporate',
      eventDate,
      guestCount: 80,
      menuPackage: 'custom',
      contactName: 'Avery Guest',
      contactEmail: email,
      contactPhone: '215-555-0142',
    },
  });
  expect(requested.status()).toBe(201);
  const { id } = (await requested.json()) as { id: number };

  const adminContext = await browser.newContext({ baseURL: app.baseURL });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const sent = await admin.request.patch(`/api/quotes/${id}`, {
    data: { lineItems: [{ description: 'Office lunch buffet', quantity: 80, unitPrice: '30.00' }] },
  });
  expect(sent.status()).toBe(200);
  await adminContext.close();

  const mail = await app.waitForMail((m) => m.to.includes(email) && m.subject.includes('is ready'));
  expect(mail.text).toContain('- Office lunch buffet: 80 × $30.00 = $2,400.00');
  const link = /(http:\/\/\S+\/proposal\?quote=\d+&token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveTitle(/Your Proposal/);
  await expect(
    page.getByRole('table', { name: 'Line items' }).getByText('Office lunch buffet'),
  ).toBeVisible();
  await expect(page.getByText('$2,400.00').first()).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Avery Guest');
  await page.getByLabel('I agree to the terms').check();
  await axe(page);
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Proposal Signed')).toBeVisible();
  await expect(page.getByText(/^Signed by Avery Guest on .+ ET \(version 1\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download signed PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^proposal-CC-\d{4}-\d+-v1\.pdf$/);
  const text = pdfText(await readFile((await file.path())!));
  expect(text).toContain('Signed by');
  expect(text).toContain('Avery Guest');
  expect(text).toContain('Audit trail');
  await app.waitForMail((m) => m.to.includes(email) && m.subject.startsWith('You signed'));
});
