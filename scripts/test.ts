/**
 * `npm test`: everything a change must pass, in order — type-check, lint, import direction, file sizes, dead code
 * (knip), unit and
 * API tests (Vitest), the client build, and the browser journeys (Playwright, system Chromium).
 * Every step runs even after a failure, so one run shows everything that is wrong; the last line
 * sums up the test counts as "N passed, N failed".
 *
 * `npm test -- --engine-only` runs only what depends on the database engine against the build already
 * made (CI's PostgreSQL pass, after a full pass on PGlite): every API test, where the server's SQL is
 * exercised, and the smoke journeys, which prove the whole app runs on that engine. The other journeys
 * judge the browser's side, which is the same whatever the engine, so they run once, on PGlite.
 *
 * `npm run test:quick` (`--quick`) is the same steps with only the smoke journeys (tagged `@smoke`):
 * the check for every change, a few minutes; the whole `npm test` before a change lands.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, 'vitest-results.json');
const playwrightJson = path.join(tmp, 'playwright-results.json');
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true });

const engineOnly = process.argv.includes('--engine-only');
const quick = process.argv.includes('--quick');

type Step = { name: string; command: string; args: string[]; engine?: boolean };
const allSteps: Step[] = [
  { name: 'type-check', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  { name: 'import direction', command: 'node', args: ['scripts/check-imports.ts'] },
  // No file in src/ or scripts/ over 400 lines (docs/design.md).
  { name: 'file sizes', command: 'node', args: ['scripts/check-file-sizes.ts'] },
  // Unused files, exports and dependencies, and dependencies used but not listed (knip.json).
  { name: 'dead code', command: 'knip', args: ['--no-progress'] },
  {
    name: engineOnly ? 'API tests' : 'unit and API tests',
    command: 'vitest',
    args: [
      'run',
      ...(engineOnly ? ['tests/api'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    engine: true,
  },
  { name: 'client build', command: 'vite', args: ['build', '--logLevel', 'warn'] },
  {
    name: quick || engineOnly ? 'smoke journeys' : 'browser journeys',
    command: 'playwright',
    args: ['test', ...(quick || engineOnly ? ['--grep', '@smoke'] : [])],
    engine: true,
  },
];
const steps = engineOnly ? allSteps.filter((step) => step.engine) : allSteps;

const failedSteps: string[] = [];
for (const step of steps) {
  const startedAt = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else {
    console.log(`✘ ${step.name} failed (${seconds} s)`);
    failedSteps.push(step.name);
  }
}

function readCounts(): { passed: number; failed: number; skipped: number } {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(vitestJson)) {
    const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
    counts.passed += v.numPassedTests ?? 0;
    counts.failed += v.numFailedTests ?? 0;
    counts.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (fs.existsSync(playwrightJson)) {
    const p = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
    counts.passed += p.stats?.expected ?? 0;
    counts.failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
    counts.skipped += p.stats?.skipped ?? 0;
  }
  return counts;
}

const counts = readCounts();
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (counts.passed === 0) {
  console.log('No test ran: that is a failure.');
  failedSteps.push('no tests');
}
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length > 0 || counts.failed > 0 ? 1 : 0);
