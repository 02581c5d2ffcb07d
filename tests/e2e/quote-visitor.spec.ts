import { chargeNoTax, DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';
import { localDateTime, noToasts } from './quote-helpers.ts';

test('a visitor asks for a custom quote, the admin prices it, and the visitor signs up, verifies and accepts it', async ({
  page,
  browser,
  app,
  axe,
}) => {
  await chargeNoTax(page.request); // this journey pins round figures, not the bill
  const username = unique('riley');
  const email = `${username}@example.com`;

  // The visitor's request on the public page.
  await page.goto('/quote');
  await expect(page.getByRole('heading', { name: 'Get a Quote' })).toBeVisible();
  await noToasts(page);
  await axe(page);
  await page.getByRole('radio', { name: 'Private Party' }).click();
  await page.getByLabel('Number of Guests').fill('90');
  await page.getByLabel('Event Date & Time').fill(localDateTime(45, '12:30'));
  await page.getByLabel('Venue').fill('Rittenhouse Square loft');
  await page.getByRole('radio', { name: /Custom Menu/ }).click();
  await page.getByLabel('Special Requests / Notes').fill('Soul food buffet for a 60th birthday.');
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByText('Please tell us your name')).toBeVisible();
  await page.getByLabel('Full Name').fill('Riley Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('215-555-0199');
  await page.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByText('Quote Request Submitted Successfully!')).toBeVisible();
  await expect(page.getByText('Our team will price your custom menu')).toBeVisible();
  const reference = (await page.getByText(/^Reference CC-\d{4}-\d{3,}$/).textContent())!.replace(
    'Reference ',
    '',
  );
  await app.waitForMail((m) => m.to.includes(email) && m.subject.includes('We received your quote request'));

  // The business prices it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  // The admin's proposals page leads with the requests waiting for a price.
  await admin.goto('/proposals');
  const queue = admin.getByRole('region', { name: 'Waiting for a price' });
  await expect(queue.getByText(`${reference} · Riley Visitor`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Price the next request' })).toBeVisible();
  await admin.goto('/proposals?tab=all');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('requested');
  // The list is read a page at a time; the search asks the server, so it finds the request whatever
  // page it would be on (decision 0112).
  await admin.getByRole('textbox', { name: 'Search' }).fill(reference);
  await expect(admin.getByText('1 proposal', { exact: true })).toBeVisible();
  const card = admin.getByRole('article', { name: `Proposal ${reference}` });
  await expect(card.getByText('Riley Visitor', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Price & Send' }).click();
  const editor = admin.getByRole('dialog', { name: `Price and send ${reference}` });
  await editor.getByRole('button', { name: 'Add line item' }).click();
  await editor.getByLabel('Item 1 description').fill('Soul food buffet (per guest)');
  await editor.getByLabel('Qty').fill('90');
  await editor.getByLabel('Unit price').fill('38');
  await expect(editor.getByText('Total: $3,420.00')).toBeVisible();
  await editor.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(admin.getByText('Proposal Sent')).toBeVisible();
  await adminContext.close();

  // The visitor's mail points to the portal; they create an account with that email.
  const ready = await app.waitForMail((m) => m.to.includes(email) && m.subject.includes('is ready'));
  expect(ready.text).toContain('$3,420.00');
  const signupLink = /(http:\/\/\S+\/signup)\b/.exec(ready.text)?.[1];
  expect(signupLink, ready.text).toBeTruthy();
  await page.goto(signupLink!);
  await page.getByLabel('Full name').fill('Riley Visitor');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome2Table');
  await page.getByLabel('Confirm password').fill('Welcome2Table');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const verifyMail = await app.waitForMail(
    (m) => m.to.includes(email) && /confirm your email/i.test(m.subject),
  );
  const verifyLink = /(http:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(verifyMail.text)?.[1];
  await page.goto(verifyLink!);
  await expect(page.getByText('Email confirmed')).toBeVisible();

  // The request joins the account only when its holder confirms it, signed in, from the mailed link.
  const claimLink = /(http:\/\/\S+\/claim\?quote=\d+&token=[\w-]+)/.exec(ready.text)?.[1];
  expect(claimLink, ready.text).toBeTruthy();
  await page.goto(claimLink!);
  await page.getByRole('link', { name: 'Sign in to continue' }).click();
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome2Table');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/claim\?quote=/);
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page.getByText(`${reference} is now in your portal.`)).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Proposals' }).click();
  await page.getByRole('tab', { name: 'All Proposals' }).click();
  const mine = page.getByRole('article', { name: `Proposal ${reference}` });
  await expect(mine.getByText('$3,420.00')).toBeVisible();
  await mine.getByRole('button', { name: 'Review & Sign' }).click();
  await page.getByLabel('Type your full name to sign').fill('Casey Visitor');
  await page.getByLabel('I agree to the terms').check();
  await page.getByRole('button', { name: 'Accept Proposal' }).click();
  await expect(page.getByText('Proposal Signed')).toBeVisible();
  await expect(page.getByText(/^Signed by Casey Visitor on /)).toBeVisible();
  await app.waitForMail((m) => m.subject.includes(`Proposal ${reference} accepted`));
});
