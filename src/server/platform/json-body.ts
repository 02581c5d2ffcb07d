import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Deeper than any form of ours nests (the offer's packages are 4 levels); a body deeper is not one of ours. */
const MAX_JSON_DEPTH = 32;
const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether `text` opens more than `max` arrays or objects inside each other. One pass over the
 * characters, skipping strings, before anything is parsed: a body of 10,000 `[` is refused here
 * instead of overflowing the stack of every recursive reader after the parser (the NUL check, zod).
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth limit. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP_MESSAGE), undefined);
    return parse(request, text, done);
  });
}
