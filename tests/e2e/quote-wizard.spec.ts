import fs from 'node:fs';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import { chargeNoTax, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';
import { localDateTime, noToasts } from './quote-helpers.ts';

test('a client runs the wizard, gets an instant proposal, views it, downloads the PDF, accepts it and sees it under Upcoming Events', {
  tag: '@smoke',
}, async ({ page, axe }) => {
  await chargeNoTax(page.request); // this journey pins round figures, not the bill
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await expect(page.getByRole('heading', { name: 'Recent Proposals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This Week' })).toBeVisible();
  await noToasts(page);
  await axe(page);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Proposals' }).click();
  await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
  await noToasts(page);
  await axe(page);

  await page.getByRole('button', { name: 'New Proposal' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Request a Custom Quote' });
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const next = wizard.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  await wizard.getByRole('radio', { name: 'Wedding' }).click();
  const guests = wizard.getByLabel('Number of Guests');
  await expect(guests).toHaveAttribute(
    'placeholder',
    `${DEFAULT_OFFER.minimums.customQuote} minimum for event quotes`,
  );
  await guests.fill('1a2b0');
  await expect(guests).toHaveValue('120');
  await next.click();

  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await expect(next).toBeDisabled();
  await wizard.getByLabel('Event Date & Time').fill(localDateTime(30));
  await next.click();

  await expect(wizard.getByText('Step 3 of 4')).toBeVisible();
  await wizard.getByRole('radio', { name: /Full Service Catering/ }).click();
  await wizard.getByLabel('Special Requests / Notes').fill('A gluten-free dessert table, please.');
  await next.click();

  await expect(wizard.getByText('Step 4 of 4')).toBeVisible();
  await expect(wizard.getByText('TBD')).toBeVisible(); // no venue given
  // The estimate is the server's whole bill (no tax in this journey's business), and says what comes next.
  await expect(wizard.getByTestId('order-total')).toHaveText('$4,800.00');
  await expect(wizard.getByTestId('quote-next-step')).toHaveText(
    'You will get an instant proposal as soon as you send this request.',
  );
  await wizard.getByRole('button', { name: 'SUBMIT QUOTE REQUEST' }).click();
  await expect(page.getByText('Quote Request Submitted Successfully!')).toBeVisible();
  await expect(wizard).toBeHidden();

  await page.getByRole('tab', { name: 'All Proposals' }).click();
  const card = page.getByRole('article').filter({ hasText: '$4,800.00' }).first();
  await expect(card.getByText('Sent')).toBeVisible();
  await expect(card.getByText('Venue TBD')).toBeVisible();
  // The orange Sent badge on its light tint must still be readable.
  await noToasts(page);
  await axe(page);
  await card.getByRole('button', { name: 'View Details' }).click();

  await expect(page.getByRole('heading', { name: 'Wedding', level: 2 })).toBeVisible();
  await expect(page.getByText('A gluten-free dessert table, please.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Viewed', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^proposal-CC-\d{4}-\d{3,}\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const printing = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  const printable = await printing;
  await expect(printable.getByText(/Catering Proposal CC-\d{4}-\d{3,}/)).toBeVisible();
  await expect(printable.getByText('Total: $4,800.00')).toBeVisible();
  await expect(printable.getByText('The final guest count is due 72 hours before the event.')).toBeVisible();
  await printable.close();

  await page.getByLabel('Type your full name to sign').fill('Jordan Client');
  await page.getByLabel('I agree to the terms').check();
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Proposal Signed')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Accepted', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Events' }).click();
  const confirmed = page.getByRole('button', { name: /Wedding, CC-\d{4}-\d{3,}, confirmed/ });
  await expect(confirmed).toBeVisible();
  await expect(confirmed.getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a Corporate Event' })).toBeVisible();
  await noToasts(page);
  await axe(page);
});

test('the wizard refuses fewer than 50 guests with the spec’s message', async ({ page }) => {
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  await page.getByRole('button', { name: 'New Proposal' }).click();
  const wizard = page.getByRole('dialog', { name: 'Request a Custom Quote' });
  await wizard.getByRole('radio', { name: 'Corporate Event' }).click();
  await wizard.getByLabel('Number of Guests').fill('49');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Event Date & Time').fill(localDateTime(10));
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'SUBMIT QUOTE REQUEST' }).click();
  await expect(
    page.getByText(
      'Custom event quotes require a minimum of 50 guests. For smaller orders, please use our regular menu checkout.',
    ),
  ).toBeVisible();
  await expect(wizard).toBeVisible();
});
