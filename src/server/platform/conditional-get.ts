import type { FastifyReply, FastifyRequest } from 'fastify';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET; a list or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Conditional GET for the menu, photos, images and rendered pages: sets the ETag and, when the browser
 * already holds this version, answers 304 with no body. Returns true when it answered.
 */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  void reply.status(304).send();
  return true;
}
