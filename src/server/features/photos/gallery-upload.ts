import type { FastifyRequest } from 'fastify';
import { type GalleryUploadFields, GalleryUploadFieldsSchema } from '../../../common/photos.ts';
import { badRequest } from '../../platform/errors.ts';
import { imageTooLarge } from '../images/images.service.ts';

export type GalleryUploadForm = { bytes: Buffer; originalName: string; fields: GalleryUploadFields };

const PHOTO_FIELD = 'photo';

/**
 * Reads POST /api/gallery/upload: the `photo` file and the text fields. Every part is read to the
 * end before anything is refused, so the request stream is never left half consumed.
 */
export async function readGalleryUpload(request: FastifyRequest): Promise<GalleryUploadForm> {
  const text: Record<string, string> = {};
  let photo: { bytes: Buffer; originalName: string } | undefined;
  let tooLarge = false;

  for await (const part of request.parts()) {
    if (part.type === 'file') {
      try {
        const bytes = await part.toBuffer();
        if (part.fieldname === PHOTO_FIELD) photo = { bytes, originalName: part.filename ?? '' };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        tooLarge = true;
      }
    } else if (typeof part.value === 'string') {
      text[part.fieldname] = part.value;
    }
  }

  const parsed = GalleryUploadFieldsSchema.safeParse(text);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
    const [field, message] = Object.entries(fieldErrors)[0]!;
    throw badRequest(`${field}: ${message}`, fieldErrors);
  }
  if (tooLarge) throw imageTooLarge();
  if (!photo || photo.bytes.length === 0) {
    throw badRequest('Please select an image file.', { photo: 'Please select an image file' });
  }
  return { ...photo, fields: parsed.data };
}
