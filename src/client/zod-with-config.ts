/**
 * The browser build resolves `import ... from 'zod'` to this module (vite.config.ts), so the shared
 * wording of src/common/zod-config.ts applies wherever a page uses zod, while pages without forms
 * never download zod at all.
 */
import * as z from 'zod/v4';

z.config({
  customError: (issue) =>
    issue.input === undefined && issue.code === 'invalid_type' ? 'Required' : undefined,
});

export * from 'zod/v4';
export { z as default };
