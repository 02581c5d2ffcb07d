import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** The dotted path of the first string under `value` that holds a NUL character, if any. */
function findNul(value: unknown, path = ''): string | undefined {
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

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const _ in value) return false;
  return true;
}

/** Whether a route takes any input besides its fixed path: a body, path parameters or a query schema. */
function takesInput(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) return true;
  if (/[:*]/.test(route.url)) return true;
  return !!(route.schema?.querystring || route.schema?.params);
}

/**
 * PostgreSQL cannot store U+0000 in text, and no form of ours needs it: refuse it in every body,
 * query string and path before validation, naming the field, instead of letting the insert fail.
 * Only routes that take input get the check: a plain GET of a fixed path reads nothing a person typed
 * (and is spared a hook on every request).
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  const guard: preValidationHookHandler = (request, _reply, done) => {
    const { body, query, params } = request;
    if (body === undefined && isEmpty(query) && isEmpty(params)) return done();
    for (const part of [body, query, params]) {
      const field = findNul(part);
      if (field) return done(badRequest(`${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE }));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!takesInput(route)) return;
    const own = route.preValidation;
    route.preValidation = own === undefined ? [guard] : [guard, ...(Array.isArray(own) ? own : [own])];
  });
}
