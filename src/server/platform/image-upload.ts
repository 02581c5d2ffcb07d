import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../common/errors.ts';
import { MAX_IMAGE_BYTES } from '../../common/images.ts';
import { AppError } from './errors.ts';
import { fieldError } from './field-error.ts';

export const imageTooLarge = () =>
  new AppError(413, ErrorCode.tooLarge, 'File Too Large: please select an image smaller than 5MB');

export type ImageUpload = {
  file: { bytes: Buffer; filename: string };
  /** The form's text fields, by name (the last value wins). */
  fields: Record<string, string>;
};

/**
 * Reads every image upload (menu photos, gallery photos): multipart only, one file in `fileField`, the
 * text fields named in `textFields` beside it (any other part is refused with 400 naming it). The
 * multipart limit is one byte over 5 MB, so a file that reaches it is too large and reading stops there.
 * What the bytes are is checked later, by the image service.
 */
export async function readImageUpload(
  request: FastifyRequest,
  fileField: string,
  textFields: readonly string[],
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.unsupportedMediaType, 'Send the photo as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  let file: ImageUpload['file'] | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = { bytes, filename: part.filename ?? '' };
        else unknown.push(part.fieldname);
      } else if (!textFields.includes(part.fieldname)) {
        unknown.push(part.fieldname);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  }
  // As every JSON body (strict-bodies.ts, decision 0040): a field the form does not read is named, not
  // dropped (a misspelt `itemid` would otherwise store the photo for no dish).
  if (unknown.length > 0) {
    const quoted = [...new Set(unknown)].map((name) => JSON.stringify(name)).join(', ');
    throw fieldError('body', `${unknown.length === 1 ? 'Unknown field' : 'Unknown fields'} ${quoted}`);
  }
  if (!file || file.bytes.length === 0) throw fieldError(fileField, 'Please select an image file');
  return { file, fields };
}

/**
 * Registers upload routes in a scope of their own with @fastify/multipart: its parser and its two
 * per-request hooks (a `close` listener and an async `onResponse` for a disk mode we never use) run
 * for these routes only, not for every request (decision 0104). A multipart body sent anywhere
 * else is refused with 415 by Fastify's content-type check.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    // One file per upload; one byte over the image limit lets the service answer 'File Too Large'.
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
    routes(scope);
  });
}
