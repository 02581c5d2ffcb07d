import sharp from 'sharp';
import { DEMO_ADMIN, expect, signInThroughForm, test, unique } from './fixtures.ts';

const widePng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#6b3a1e' } })
    .png()
    .toBuffer();

test.describe('one photo tool for every site image', () => {
  test('an admin uploads a photo to the home hero; visitors see it first, and the artwork again once it is hidden', async ({
    page,
    browser,
    baseURL,
    axe,
  }) => {
    const name = unique('Rooftop wedding ');
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/photo-gallery');
    const hero = page.getByRole('button', { name: /Home hero slides/ });
    await expect(hero).toContainText('Built-in artwork');
    await hero.click();
    await expect(
      page.getByText('Nothing is placed in Home hero slides: visitors see the built-in artwork.'),
    ).toBeVisible();
    await axe(page);

    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    // Opened from the hero's view, the upload goes there unless the admin chooses otherwise.
    await expect(dialog.getByRole('combobox', { name: 'Shown on' })).toHaveValue('Home hero slides');
    await dialog.getByLabel('Photo file').setInputFiles({
      name: 'rooftop.png',
      mimeType: 'image/png',
      buffer: await widePng(),
    });
    await dialog.getByLabel('Display name').fill(name);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Events' }).click();
    await dialog.getByLabel('Description').fill('Dinner for 120 on a rooftop in Old City');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Home hero slides · 1')).toBeVisible();
    await expect(hero).toContainText('1 shown');

    // A visitor's first HTML already holds the photo as the first, high-priority slide, sized to its photo.
    const visitor = await browser.newPage({ baseURL });
    const html = await (await visitor.request.get('/')).text();
    const firstSlide = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    expect(firstSlide).toContain('/api/images/');
    expect(firstSlide).toContain('alt="Dinner for 120 on a rooftop in Old City"');
    expect(firstSlide).toContain('width="1600"');
    expect(firstSlide).toMatch(/srcSet="[^"]*320w[^"]*1600w"/);
    await visitor.goto('/');
    const slide = visitor.getByRole('img', { name: 'Dinner for 120 on a rooftop in Old City' });
    await expect(slide).toBeVisible();
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.getByText(name)).toBeVisible(); // the slide's caption
    await expect(visitor.getByRole('button', { name: /^Show slide/ })).toHaveCount(0); // one slide: no dots

    // Hidden, it leaves the site at once and the built-in slides come back.
    await card.getByRole('button', { name: `Hide ${name}` }).click();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(hero).toContainText('Built-in artwork');
    await visitor.reload();
    await expect(visitor.getByRole('img', { name: 'Dinner for 120 on a rooftop in Old City' })).toHaveCount(
      0,
    );
    await expect(visitor.getByRole('button', { name: 'Show slide 4' })).toBeAttached();

    // Leave the shared demo site as it was for the other journeys.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card).toHaveCount(0);
  });

  test("an admin replaces a page's banner with a photo; visitors get it in the server's HTML, and the artwork once it is deleted", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = unique('Our kitchen team ');
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/photo-gallery');
    const banner = page.getByRole('button', { name: /About page banner/ });
    await expect(banner).toContainText('Built-in artwork');
    await banner.click();
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    await expect(dialog.getByRole('combobox', { name: 'Shown on' })).toHaveValue('About page banner');
    await dialog
      .getByLabel('Photo file')
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await widePng() });
    await dialog.getByLabel('Display name').fill(name);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Events' }).click();
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card.getByText('About page banner · 1')).toBeVisible();

    // The banner is the page's first, high-priority picture, straight from the server.
    const visitor = await browser.newPage({ baseURL });
    const bannerImg = async (path: string) =>
      /<img[^>]*fetchPriority="high"[^>]*>/.exec(await (await visitor.request.get(path)).text())?.[0] ?? '';
    expect(await bannerImg('/about')).toContain('/api/images/');
    expect(await bannerImg('/about')).toContain('width="1600"');
    // Other pages keep their own banners.
    expect(await bannerImg('/services')).not.toContain('/api/images/');
    await visitor.goto('/about');
    await expect
      .poll(() =>
        visitor
          .locator('header img')
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toContain('/api/images/');

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card).toHaveCount(0);
    await expect(banner).toContainText('Built-in artwork');
    await expect.poll(() => bannerImg('/about')).not.toContain('/api/images/');
  });

  test('an admin reorders the photos of one placement', async ({ page }) => {
    await signInThroughForm(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/photo-gallery');
    await page.getByRole('button', { name: /^Gallery\s*\d/ }).click();
    const cards = page.getByRole('article');
    const first = (await cards.nth(0).getAttribute('aria-label')) ?? '';
    const second = (await cards.nth(1).getAttribute('aria-label')) ?? '';
    await cards
      .nth(1)
      .getByRole('button', { name: `Move ${second} earlier` })
      .click();
    await expect(cards.nth(0)).toHaveAttribute('aria-label', second);
    await expect(cards.nth(1)).toHaveAttribute('aria-label', first);
    await page.reload();
    await expect(page.getByRole('article').nth(0)).toHaveAttribute('aria-label', second);
    // Put it back for the other journeys.
    await page.getByRole('button', { name: `Move ${first} earlier` }).click();
    await expect(page.getByRole('article').nth(0)).toHaveAttribute('aria-label', first);
  });
});
