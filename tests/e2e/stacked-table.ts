import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A table seen on a phone as one card per row (src/client/ui/stacked-table.module.css): the page does
 * not scroll sideways, and every row's cells are on screen, each led by its column's name.
 */
export async function expectStackedRows(table: Locator, columns: readonly string[]): Promise<void> {
  const page = table.page();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(columns.length);
    for (const [index, cell] of (await cells.all()).entries()) {
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x, `${columns[index]} starts off screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${columns[index]} ends off screen`).toBeLessThanOrEqual(width);
      // Its content fits its box (nothing cut), and the column's name stands beside it.
      expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
        JSON.stringify(columns[index]),
      );
    }
  }
}
