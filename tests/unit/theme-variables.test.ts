import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sameCss, THEME_CSS_FILE, themeVariablesCss } from '../../scripts/theme-css.ts';

describe('the theme variables stylesheet', () => {
  it('holds exactly what Mantine renders for the current theme (else: node scripts/theme-css.ts)', () => {
    const expected = themeVariablesCss();
    expect(expected).toContain('--mantine-color-ember-6: #c2581d');
    const written = fs.readFileSync(THEME_CSS_FILE, 'utf8');
    expect(sameCss(written, expected), `${THEME_CSS_FILE} differs from:\n${expected}`).toBe(true);
  });
});
