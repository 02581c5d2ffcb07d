import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * A record id in a URL path: plain decimal digits only. `0x1`, `1e0`, ` 1` and `01` are not ids,
 * and the server answers them 404 (see platform/errors.ts: a failed `params` schema is a 404),
 * so no record is reachable under a second spelling of its id.
 */
export const idParam = (message = 'Unknown record') =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n <= MAX_ID, { error: message });

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: idParam() });
