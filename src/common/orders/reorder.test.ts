import { describe, expect, it } from 'vitest';
import { skippedNotice } from './reorder.ts';

describe('skippedNotice', () => {
  it('names the dishes left out, or says nothing', () => {
    expect(skippedNotice([])).toBeNull();
    expect(skippedNotice([{ menuItemId: 1, name: 'Garden Salad' }])).toBe(
      'Garden Salad is no longer on the menu and was left out.',
    );
    expect(
      skippedNotice([
        { menuItemId: 1, name: 'Garden Salad' },
        { menuItemId: null, name: 'Soup' },
        { menuItemId: 3, name: 'Pie' },
      ]),
    ).toBe('Garden Salad, Soup and Pie are no longer on the menu and were left out.');
  });
});
