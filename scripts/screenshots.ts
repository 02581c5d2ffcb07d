/**
 * Takes screenshots of pages at phone and desktop widths, for a person to look at.
 * Usage: node scripts/screenshots.ts BASE_URL OUT_DIR [--as client|admin] path [path ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl, outDir, ...rest] = process.argv.slice(2);
if (!baseUrl || !outDir) {
  console.error('usage: node scripts/screenshots.ts BASE_URL OUT_DIR [--as client|admin] path...');
  process.exit(2);
}
let role: string | undefined;
const paths: string[] = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--as') role = rest[++i];
  else paths.push(rest[i]!);
}
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  const page = await context.newPage();
  if (role) {
    const res = await page.request.post(`${baseUrl}/api/demo-login`, {
      data: { role },
      headers: { origin: baseUrl },
    });
    if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()}`);
  }
  for (const p of paths) {
    await page.goto(baseUrl + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}${role ? `-${role}` : ''}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
