import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../common/pages/index.ts';

/**
 * The server keeps a rendered page by its path and the query parameters the registry says it reads
 * (`searchParams`, decision 0050). A parameter the page reads but the registry does not list would
 * be dropped: every value would get the page rendered without it, and hydration would not match.
 */
const root = path.resolve(import.meta.dirname, '../..');

describe('rendered pages list the query parameters they read', () => {
  it.each(PAGES.filter((page) => page.ssr).map((page) => [page.paths[0], page] as const))(
    '%s',
    (_path, page) => {
      const source = fs.readFileSync(path.join(root, page.module), 'utf8');
      const read = [...source.matchAll(/params\.get(?:All)?\('([^']+)'\)/g)].map((match) => match[1]);
      for (const name of read) expect(page.searchParams ?? []).toContain(name);
    },
  );
});
