import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';
import { noToasts } from './quote-helpers.ts';

test('a client and an admin exchange messages about a quote, each seeing the other’s reply without reloading', async ({
  page,
  browser,
  axe,
}) => {
  await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
  const created = await page.request.post('/api/quotes', {
    data: {
      eventType: 'corporate',
      eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      guestCount: 75,
      menuPackage: 'brunch',
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; proposalNumber: string };
  const title = `Corporate Event · ${quote.proposalNumber}`;

  // The proposal's Message button opens its conversation.
  await page.goto(`/proposals?tab=details&quote=${quote.id}`);
  await page.getByRole('button', { name: 'Message Us' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?quote=${quote.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await noToasts(page);
  await axe(page);

  const input = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.fill('Could the brunch start at 9:30 instead of 10?');
  await input.press('Enter');
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(
    page.getByRole('log').getByText('Could the brunch start at 9:30 instead of 10?'),
  ).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Messages' }).click();
  const thread = admin.getByRole('button', { name: `${title}, 1 unread` });
  await expect(thread).toBeVisible();
  await thread.click();
  await expect(
    admin.getByRole('log').getByText('Could the brunch start at 9:30 instead of 10?'),
  ).toBeVisible();
  await expect(admin.getByRole('button', { name: title, exact: true })).toBeVisible(); // read now
  await admin
    .getByRole('textbox', { name: 'Message' })
    .fill('Yes, 9:30 works. We will arrive at 7:30 to set up.');
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText('Message sent')).toBeVisible();

  // The client's open conversation picks the reply up by itself.
  await expect(
    page.getByRole('log').getByText('Yes, 9:30 works. We will arrive at 7:30 to set up.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('log').getByText(/catering team/)).toBeVisible();

  await admin.getByRole('textbox', { name: 'Message' }).fill('See you then!');
  await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log').getByText('See you then!')).toBeVisible({ timeout: 15_000 });
  await adminContext.close();
});
