import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode } from '../../common/errors.ts';
import { isUnstorableText } from './db-errors.ts';

/** A failure we expect and can explain to the caller; anything else becomes a 500. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** `code`: the specific reason (src/common/errors.ts), for a client to act on; else the generic one. */
export const badRequest = (message: string, fieldErrors?: Record<string, string>, code?: ErrorCode) =>
  new AppError(
    400,
    code ?? (fieldErrors ? ErrorCode.validation : ErrorCode.badRequest),
    message,
    fieldErrors,
  );
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, ErrorCode.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>, code?: ErrorCode) =>
  new AppError(409, code ?? ErrorCode.conflict, message, fieldErrors);

const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.badRequest,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.badRequest,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.tooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.badRequest,
    message: 'The Content-Length header does not match the body.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: 'Send this as multipart/form-data.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ErrorCode.tooLarge, message: 'The file is too large.' },
};

/** What busboy (behind @fastify/multipart) throws for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/;

const statusCodes: Record<number, string> = {
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.tooLarge,
  415: ErrorCode.unsupportedMediaType,
};

function fieldName(instancePath: string | undefined, missing: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return fromPath || (typeof missing === 'string' ? missing : '') || 'body';
}

/** Turns a thrown error into the one error body shape of docs/design.md section 3. */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(
        issue.instancePath,
        (issue.params as { missingProperty?: unknown })?.missingProperty,
      );
      fieldErrors[name] ??= issue.message ?? 'Invalid value';
    }
    const [firstField, firstMessage] = Object.entries(fieldErrors)[0] ?? ['body', 'Invalid input'];
    // A path that names no record (`/api/quotes/0x1`, `/api/quotes/abc`) is not found, not bad input.
    if (error.validationContext === 'params') {
      return { status: 404, body: { message: firstMessage, code: ErrorCode.notFound } };
    }
    const where =
      error.validationContext === 'body' ? firstField : `${error.validationContext} ${firstField}`;
    return {
      status: 400,
      body: { message: `${where}: ${firstMessage}`, code: ErrorCode.validation, fieldErrors },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (!fastifyError.statusCode && MALFORMED_MULTIPART.test(fastifyError.message ?? '')) {
    return {
      status: 400,
      body: { message: 'The multipart form data is malformed.', code: ErrorCode.badRequest },
    };
  }
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: { message: 'Text must not contain NUL characters.', code: ErrorCode.badRequest },
    };
  }
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return {
      status,
      body: { message: fastifyError.message ?? 'Too many requests.', code: ErrorCode.rateLimited },
    };
  }
  if (status >= 400 && status < 500) {
    const code = statusCodes[status] ?? ErrorCode.badRequest;
    return { status, body: { message: fastifyError.message ?? 'Bad request.', code } };
  }
  return { status: 500, body: { message: 'Internal Server Error', code: ErrorCode.internal } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (status === 429 && retryAfter) reply.header('Retry-After', String(retryAfter));
    else request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(body);
  });
}

/**
 * Unknown routes. A page request (GET or HEAD, outside /api, no file extension) gets `sendPage`, the app
 * shell whose router shows '404 Page Not Found'; anything else, a missing asset included (not an app
 * shell a browser would try to run), gets the JSON 404 in the one error shape.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  sendPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      // Under /api/, not merely beginning with /api: /api-reference is a page.
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPageRequest && sendPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${pathname}`, code: ErrorCode.notFound });
  });
}
