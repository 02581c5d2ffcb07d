import type { z } from 'zod';

/**
 * The one zod error configuration of the app: a missing field reads 'Required' (server replies and
 * client forms alike). Applied once by each side's entry: the server's app.ts, and in the browser the
 * module the build puts in place of 'zod' (src/client/zod-with-config.ts), so pages without forms never
 * download zod. Type-only import: this file must not load zod itself (the browser's 'zod' is that module).
 */
export const ZOD_ERROR_CONFIG: Parameters<typeof z.config>[0] = {
  customError: (issue) =>
    issue.input === undefined && issue.code === 'invalid_type' ? 'Required' : undefined,
};
