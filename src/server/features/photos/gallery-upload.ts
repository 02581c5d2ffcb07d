import type { FastifyRequest } from 'fastify';
import { type GalleryUploadFields, GalleryUploadFieldsSchema } from '../../../common/photos.ts';
import { fieldErrorsOf } from '../../platform/field-error.ts';
import { readImageUpload } from '../../platform/image-upload.ts';

export type GalleryUploadForm = { bytes: Buffer; originalName: string; fields: GalleryUploadFields };

/** Reads POST /api/gallery/upload: the `photo` file and the text fields. */
export async function readGalleryUpload(request: FastifyRequest): Promise<GalleryUploadForm> {
  const { file, fields } = await readImageUpload(
    request,
    'photo',
    Object.keys(GalleryUploadFieldsSchema.shape),
  );
  const parsed = GalleryUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw fieldErrorsOf(parsed.error);
  return { bytes: file.bytes, originalName: file.filename, fields: parsed.data };
}
