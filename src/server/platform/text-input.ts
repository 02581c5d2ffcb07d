import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** The dotted path of the first string under `value` that holds a NUL character, if any. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(NUL)) return path || 'body';
      const found = findNul(child, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, and no form of ours needs it: refuse it in every body,
 * query string and path before validation, naming the field, instead of letting the insert fail.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = findNul(part);
      if (field) throw badRequest(`${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
    }
  });
}
