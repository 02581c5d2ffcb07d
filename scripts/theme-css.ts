/**
 * `node scripts/theme-css.ts`: writes src/client/styles/theme-variables.css, the CSS variables
 * Mantine's provider would put in a <style> element of every page for our theme (about 11 KB of
 * each server-rendered page). The provider runs with `withCssVariables={false}` and the stylesheet
 * carries them instead, cached once by the browser. tests/unit/theme-variables.test.ts fails when
 * the theme changed and the file was not written again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../src/client/theme.ts';

export const THEME_CSS_FILE = path.resolve(import.meta.dirname, '../src/client/styles/theme-variables.css');

const HEADER =
  '/* Written by `node scripts/theme-css.ts` from src/client/theme.ts: Mantine’s theme variables. Do not edit. */\n';

/** Whitespace aside (the file is kept in the project's format), the two texts say the same. */
export const sameCss = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** The stylesheet's text: exactly the variables the provider would render for our theme. */
export function themeVariablesCss(): string {
  const html = renderToString(
    createElement(MantineProvider, { theme, defaultColorScheme: 'light' }, createElement('div')),
  );
  const css = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error('Mantine rendered no theme variables');
  return `${HEADER}${css}\n`;
}

if (import.meta.main) {
  fs.writeFileSync(THEME_CSS_FILE, themeVariablesCss());
  // In the project's format, as `npm test`'s lint step checks it.
  spawnSync(
    path.resolve(import.meta.dirname, '../node_modules/.bin/biome'),
    ['format', '--write', THEME_CSS_FILE],
    {
      stdio: 'inherit',
    },
  );
  console.log(`wrote ${path.relative(process.cwd(), THEME_CSS_FILE)}`);
}
