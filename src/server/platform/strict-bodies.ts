import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** The parts of zod 4's schema definitions the walk below reads. */
type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  items?: ZodType[];
  rest?: ZodType | null;
  valueType?: ZodType;
  getter?: () => ZodType;
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kinds that wrap one schema and read the same value. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

type UnknownKeys = { path: (string | number)[]; keys: string[] };

/**
 * The first object in `value` with keys its schema does not name. zod's plain objects drop such
 * keys without a word; a request body should say it (a misspelt field is otherwise lost silently).
 * An object schema with its own catch-all (`z.looseObject`) takes any key on purpose.
 */
function findUnknownKeys(
  schema: ZodType,
  value: unknown,
  path: (string | number)[] = [],
): UnknownKeys | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return value == null ? undefined : findUnknownKeys(def.innerType!, value, path);
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return undefined;
      const shape = def.shape!;
      if (def.catchall === undefined) {
        const keys = Object.keys(value).filter((key) => !Object.hasOwn(shape, key));
        if (keys.length > 0) return { path, keys };
      }
      for (const [key, child] of Object.entries(shape)) {
        if (value[key] === undefined) continue;
        const found = findUnknownKeys(child, value[key], [...path, key]);
        if (found) return found;
      }
      return undefined;
    }
    case 'pipe': {
      // z.preprocess: the schema after it reads what the function made of the value.
      if (defOf(def.in!).type === 'transform') {
        const prepared = def.in!.safeParse(value);
        return prepared.success ? findUnknownKeys(def.out!, prepared.data, path) : undefined;
      }
      return findUnknownKeys(def.in!, value, path);
    }
    case 'array':
      if (!Array.isArray(value)) return undefined;
      for (let i = 0; i < value.length; i++) {
        const found = findUnknownKeys(def.element!, value[i], [...path, i]);
        if (found) return found;
      }
      return undefined;
    case 'tuple':
      if (!Array.isArray(value)) return undefined;
      for (let i = 0; i < value.length; i++) {
        const item = def.items![i] ?? def.rest;
        const found = item ? findUnknownKeys(item, value[i], [...path, i]) : undefined;
        if (found) return found;
      }
      return undefined;
    case 'record':
      if (!isRecord(value)) return undefined;
      for (const [key, child] of Object.entries(value)) {
        const found = findUnknownKeys(def.valueType!, child, [...path, key]);
        if (found) return found;
      }
      return undefined;
    case 'union': {
      // The option zod itself would take: the first that accepts the value.
      const option = def.options!.find((o) => o.safeParse(value).success);
      return option ? findUnknownKeys(option, value, path) : undefined;
    }
    case 'lazy':
      return findUnknownKeys(def.getter!(), value, path);
    default:
      return undefined;
  }
}

function unknownKeysMessage(keys: string[]): string {
  const quoted = keys.map((key) => JSON.stringify(key)).join(', ');
  return keys.length === 1 ? `Unknown field ${quoted}` : `Unknown fields ${quoted}`;
}

/** `schema`, refusing first (and alone) any key of the body it does not name. */
function refusingUnknownKeys(schema: ZodType): ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const found = findUnknownKeys(schema, value);
      if (found)
        ctx.addIssue({
          code: 'custom',
          path: found.path,
          message: unknownKeysMessage(found.keys),
          input: value,
        });
    })
    .pipe(schema);
}

/**
 * The zod validator compiler, with every request body strict: an unknown key answers 400 naming it
 * (as Stripe's API does) instead of being dropped. One place, so no schema can forget it.
 */
export const strictBodyCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler(
    route.httpPart === 'body' ? { ...route, schema: refusingUnknownKeys(route.schema) } : route,
  );
