import { DEMO_ADMIN, DEMO_CLIENT, expect, signInThroughForm, test } from './fixtures.ts';

test.describe('training programs', () => {
  test('a client filters the programs, sends an enrollment request, sees it waiting and the business is mailed', async ({
    page,
    app,
  }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await page.goto('/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Chef & Etiquette Training' })).toBeVisible();
    for (const [title, price, students] of [
      ['Chef Fundamentals', '$599', 'Max 12 students'],
      ['Event Catering Masterclass', '$1,299', 'Max 8 students'],
      ['Private Chef Coaching', '$150 per hour', 'Max 4 students'],
      ['Dining Etiquette & Hospitality', '$299', 'Max 15 students'],
    ]) {
      const card = page.getByRole('article', { name: title });
      await expect(card.getByText(price!, { exact: true })).toBeVisible();
      await expect(card.getByText(students!)).toBeVisible();
    }

    const filter = page.getByRole('radiogroup', { name: 'Filter programs by category' });
    await filter.locator('label').filter({ hasText: 'Etiquette & Service' }).click();
    await expect(filter.getByRole('radio', { name: 'Etiquette & Service' })).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(1);
    await filter.locator('label').filter({ hasText: 'All Programs' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);

    await page.getByRole('button', { name: 'Enroll Now: Private Chef Coaching' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in Private Chef Coaching' });
    await dialog.getByRole('textbox', { name: 'Participants' }).fill('5');
    await dialog.getByRole('button', { name: 'Send Enrollment Request' }).click();
    await expect(dialog.getByText('Private Chef Coaching takes at most 4 students')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Participants' }).fill('2');
    await dialog
      .getByRole('textbox', { name: 'Anything we should know?' })
      .fill('Two of us, weekday evenings.');
    await dialog.getByRole('button', { name: 'Send Enrollment Request' }).click();

    await expect(page.getByText('Request Sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    const mine = page.getByRole('listitem').filter({ hasText: 'Private Chef Coaching · Enrollment' });
    await expect(mine.getByText('Waiting for reply')).toBeVisible();
    const mail = await app.waitForMail(
      (m) => m.subject === 'Enrollment request: Private Chef Coaching (2 people)',
    );
    expect(mail.text).toContain('Two of us, weekday evenings.');
  });

  test('the sidebar lists Training for admins, who read and answer the requests', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.getByRole('link', { name: 'Training', exact: true }).click();
    await expect(page).toHaveURL(/\/training$/);
    await page.getByRole('button', { name: 'Learn More: Dining Etiquette & Hospitality' }).click();
    const dialog = page.getByRole('dialog', { name: 'Learn more about Dining Etiquette & Hospitality' });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Request Sent')).toBeVisible();

    await page.getByRole('link', { name: 'Enrollment requests' }).click();
    await expect(page).toHaveURL(/\/inquiries\?tab=training$/);
    const request = page.getByRole('article', { name: /Dining Etiquette & Hospitality/ }).first();
    await expect(request.getByText('More information')).toBeVisible();
    await request.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Marked as handled')).toBeVisible();
  });

  test('a client does not see Training among the admin-only sidebar items', async ({ page }) => {
    await signInThroughForm(page, DEMO_CLIENT.username, DEMO_CLIENT.password);
    await expect(
      page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Training' }),
    ).toHaveCount(0);
  });
});
