import type { FastifyRequest } from 'fastify';
import { type GalleryUploadFields, GalleryUploadFieldsSchema } from '../../../common/photos.ts';
import { badRequest } from '../../platform/errors.ts';
import { imageTooLarge } from '../images/images.service.ts';

export type GalleryUploadForm = { bytes: Buffer; originalName: string; fields: GalleryUploadFields };

const PHOTO_FIELD = 'photo';

/**
 * Reads POST /api/gallery/upload: the `photo` file and the text fields.
 */
export async function readGalleryUpload(request: FastifyRequest): Promise<GalleryUploadForm> {
  const text: Record<string, string> = {};
  let photo: { bytes: Buffer; originalName: string } | undefined;

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === PHOTO_FIELD) photo = { bytes, originalName: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        text[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The limit is one byte over 5 MB, so a file that reaches it is too large; reading stops there.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  }

  const parsed = GalleryUploadFieldsSchema.safeParse(text);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
    const [field, message] = Object.entries(fieldErrors)[0]!;
    throw badRequest(`${field}: ${message}`, fieldErrors);
  }
  if (!photo || photo.bytes.length === 0) {
    throw badRequest('Please select an image file.', { photo: 'Please select an image file' });
  }
  return { ...photo, fields: parsed.data };
}
