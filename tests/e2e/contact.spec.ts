import { DEMO_ADMIN, expect, signInThroughForm, test, uniqueName } from './fixtures.ts';

const SENT = "Message Sent Successfully! We'll get back to you within 24 hours to discuss your event";

test.describe('the contact form', () => {
  test('a visitor sends the form; the inquiry is stored, the business is mailed and an admin marks it handled', async ({
    page,
    app,
  }) => {
    const name = uniqueName('Dana Contact ');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('(215) 555-0101');
    await page.getByRole('combobox', { name: 'Event Type' }).selectOption('Wedding');
    await page.getByLabel('Event Date').fill('2099-06-14');
    await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('120');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('A June wedding in Chestnut Hill, buffet style.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText(SENT)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');

    const mail = await app.waitForMail((m) => m.subject.includes(name));
    expect(mail.subject).toMatch(/^New inquiry #\d+ from .* \(Wedding\)$/);
    expect(mail.text).toContain('dana@example.com');
    expect(mail.text).toContain('Guests: 120');
    expect(mail.text).toContain('Chestnut Hill');

    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/inquiries');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByText('A June wedding in Chestnut Hill')).toBeVisible();
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Marked as handled')).toBeVisible();
    await expect(card).toBeHidden();
    await page
      .getByRole('tabpanel')
      .locator('label')
      .filter({ hasText: /^Handled$/ })
      .click();
    await expect(page.getByRole('article', { name }).getByText(/handled .* by admin/)).toBeVisible();
  });

  test('at 375 px the owner answers an inquiry from the app and the visitor gets the answer by mail', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const name = uniqueName('Quinn Answer ');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('quinn.answer@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can you do a vegan menu for 40?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    const ack = await app.waitForMail((m) => m.to.includes('quinn.answer@example.com'));
    expect(ack.subject).toBe('Thank you for writing to Hearth & Table Catering');

    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/inquiries');
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Answer by email' }).click();
    await card
      .getByRole('textbox', { name: `Your answer to ${name}` })
      .fill('Yes: our vegan menu serves 40 easily. May we call you?');
    await card.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('Answer sent to quinn.answer@example.com')).toBeVisible();
    const answer = await app.waitForMail(
      (m) => m.to.includes('quinn.answer@example.com') && m.subject.startsWith('Re:'),
    );
    expect(answer.text).toContain('Yes: our vegan menu serves 40 easily.');
    await page
      .getByRole('tabpanel')
      .locator('label')
      .filter({ hasText: /^Handled$/ })
      .click();
    await expect(
      page.getByRole('article', { name }).getByText('Yes: our vegan menu serves 40 easily.'),
    ).toBeVisible();
  });

  test('Full Name and a valid Email are required before anything is sent', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await expect(page.getByText(SENT)).toBeHidden();
  });

  test('text typed before the page has loaded its JavaScript is kept and sent', async ({ page, app }) => {
    // Hold the scripts back, as a slow phone would, while the visitor starts typing into the rendered form.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const name = uniqueName('Early Typist ');
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    release();
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Message' }).fill('Typed after loading.');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(name);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    const mail = await app.waitForMail((m) => m.subject.includes(name));
    expect(mail.text).toContain('early@example.com');
  });

  test('a client cannot open the inquiries page', async ({ page }) => {
    await signInThroughForm(page, 'client', 'ClientDemo1');
    await page.goto('/inquiries');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need administrator privileges to read inquiries.')).toBeVisible();
    await expect(page.getByText('Current user: client · Role: client')).toBeVisible();
  });
});
