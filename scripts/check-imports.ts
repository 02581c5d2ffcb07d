/**
 * Keeps the dependency direction of docs/design.md true: client -> common, server -> common;
 * common imports neither, and stays free of Node and React so both sides can use it.
 * In both trees, features are boundaries: a feature (or any code outside it) uses another only
 * through that feature's index.ts, the list of what it offers. The import names the module index.ts
 * re-exports the names from (or index.ts itself): in the client a barrel import would put every
 * module the index names into the importer's chunk, admin tools into public pages among them; on the
 * server it would load the other feature's plugin and all it wires. A namespace or default import,
 * `export *` and a re-export take names like an import does; a lazy import takes an offered module
 * as a whole (the client splits chunks that way). The client's app-wide code below the features
 * (lib, ui) uses no feature. On the server, app.ts takes a feature's plugin from its index.ts and
 * nothing else: the feature makes its own service (decision 0088).
 *
 * `--root DIR` checks another tree (the test runs it on fixtures that must fail).
 */
import fs from 'node:fs';
import path from 'node:path';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]!) : path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** `names`: what a static import or re-export takes (undefined for a lazy import). */
type Rule = { forbidden: (resolved: string, file: string, names?: string[]) => boolean; why: string };
const pattern =
  (regex: RegExp): Rule['forbidden'] =>
  (resolved) =>
    regex.test(resolved);

/** The feature folder a path under src/ belongs to (client|server/features/<name>), if any. */
const featureOf = (srcPath: string) => /^(?:client|server)\/features\/[^/]+(?=\/)/.exec(srcPath)?.[0];
const withoutExtension = (srcPath: string) => srcPath.replace(/\.tsx?$/, '');

const offers = new Map<string, Map<string, Set<string>>>();
/** What a feature folder's index.ts re-exports: module (under src/, no extension) -> its names. */
function offeredBy(feature: string): Map<string, Set<string>> {
  let offered = offers.get(feature);
  if (offered) return offered;
  offered = new Map();
  const index = path.join(src, feature, 'index.ts');
  const text = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  for (const [, list, from] of text.matchAll(
    /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g,
  )) {
    const module = withoutExtension(`${feature}/${from}`);
    const names = offered.get(module) ?? new Set<string>();
    for (const name of list!.split(','))
      if (name.trim())
        names.add(
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .at(-1)!,
        );
    offered.set(module, names);
  }
  offers.set(feature, offered);
  return offered;
}

/**
 * The names a static import or re-export takes (a default or a namespace counts as '*', which no
 * index offers), or undefined for a lazy import.
 */
function importedNames(statement: string): string[] | undefined {
  if (statement.startsWith('import(')) return undefined;
  const whole = /^import\s+(?:type\s+)?[\w$]+\s*(?:,|from\b)|^(?:import|export)\s+(?:type\s+)?\*/.test(
    statement,
  );
  const list = /^(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}/.exec(statement)?.[1] ?? '';
  const names = list
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);
  return whole ? [...names, '*'] : names;
}

/** The same boundary in both trees: another feature's module only for the names its index.ts offers. */
const throughIndex: Rule = {
  forbidden: (resolved, file, names) => {
    const target = featureOf(resolved);
    if (!target || target === featureOf(file) || resolved === `${target}/index.ts`) return false;
    const offered = offeredBy(target).get(withoutExtension(resolved));
    return !offered || !!names?.some((name) => !offered.has(name));
  },
  why: 'another feature is used only through what its index.ts exports (add what you need there)',
};

const rules: Record<string, Rule[]> = {
  client: [
    { forbidden: pattern(/(^|\/)server\//), why: 'the client must not import server code' },
    throughIndex,
    {
      forbidden: (resolved, file) => /^client\/(lib|ui)\//.test(file) && !!featureOf(resolved),
      why: 'lib and ui are app-wide and must not depend on a feature (move the shared code to lib)',
    },
  ],
  server: [
    { forbidden: pattern(/(^|\/)client\//), why: 'the server must not import client code' },
    throughIndex,
    {
      forbidden: (resolved, file) =>
        file === 'server/app.ts' && /^server\/features\/[^/]+\/(?!index\.ts$)/.test(resolved),
      why: 'app.ts registers a feature through its index.ts, whose plugin wires the feature (decision 0088)',
    },
  ],
  common: [
    { forbidden: pattern(/(^|\/)(server|client)\//), why: 'common must not import server or client code' },
    {
      forbidden: pattern(/^node:|^react($|\/)|^@mantine\//),
      why: 'common must stay free of Node APIs and React',
    },
  ],
};

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
const problems: string[] = [];
let checked = 0;

for (const [area, areaRules] of Object.entries(rules)) {
  const dir = path.join(src, area);
  if (!fs.existsSync(dir)) continue;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const fromSrc = path.relative(src, file).split(path.sep).join('/');
    checked++;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const resolved = specifier.startsWith('.')
        ? path
            .relative(src, path.resolve(path.dirname(file), specifier))
            .split(path.sep)
            .join('/')
        : specifier;
      for (const rule of areaRules) {
        if (rule.forbidden(resolved, fromSrc, importedNames(match[0]))) {
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
