/**
 * The browser build resolves `import ... from 'zod'` to this module (vite.config.ts), so the app's one
 * zod configuration (src/common/zod-config.ts) applies wherever a page uses zod, while pages without
 * forms never download zod at all.
 */
import * as z from 'zod/v4';
import { ZOD_ERROR_CONFIG } from '../common/zod-config.ts';

z.config(ZOD_ERROR_CONFIG);

export * from 'zod/v4';
export { z as default };
