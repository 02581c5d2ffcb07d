/**
 * Keeps the dependency direction of DESIGN.md true: client -> common, server -> common;
 * common imports neither, and stays free of Node and React so both sides can use it.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rules: Record<string, { forbidden: RegExp; why: string }[]> = {
  client: [{ forbidden: /(^|\/)server\//, why: 'the client must not import server code' }],
  server: [{ forbidden: /(^|\/)client\//, why: 'the server must not import client code' }],
  common: [
    { forbidden: /(^|\/)(server|client)\//, why: 'common must not import server or client code' },
    { forbidden: /^node:|^react($|\/)|^@mantine\//, why: 'common must stay free of Node APIs and React' },
  ],
};

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems: string[] = [];
let checked = 0;

for (const [area, areaRules] of Object.entries(rules)) {
  const dir = path.join(root, 'src', area);
  if (!fs.existsSync(dir)) continue;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    checked++;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      const resolved = specifier.startsWith('.')
        ? path.relative(path.join(root, 'src'), path.resolve(path.dirname(file), specifier))
        : specifier;
      for (const rule of areaRules) {
        if (rule.forbidden.test(resolved)) {
          problems.push(`${path.relative(root, file)} imports '${specifier}': ${rule.why}`);
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Import direction check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import direction check: ${checked} files, no forbidden imports.`);
