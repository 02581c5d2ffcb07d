/**
 * Keeps docs/design.md's "none over 400 lines" true for the code people live in (src/ and scripts/):
 * a file that grows past one sitting is split by the concepts the glossary names, never raised here.
 * Tests are not counted: a journey or an API suite reads as a list of cases, not as one argument.
 *
 * `--root DIR` checks another tree (its test runs it on a fixture that must fail).
 */
import fs from 'node:fs';
import path from 'node:path';

const MAX_LINES = 400;
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]!) : path.resolve(import.meta.dirname, '..');

const tooLong: string[] = [];
for (const tree of ['src', 'scripts']) {
  const dir = path.join(root, tree);
  if (!fs.existsSync(dir)) continue;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) tooLong.push(`${path.relative(root, file)}: ${lines} lines`);
  }
}

if (tooLong.length > 0) {
  console.error(
    `Files over ${MAX_LINES} lines (split them by the glossary's concepts):\n  ${tooLong.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`No file in src/ or scripts/ is over ${MAX_LINES} lines.`);
