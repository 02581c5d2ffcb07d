import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '../../../common/errors.ts';
import { IMAGE_WIDTHS, imageIdFromUrl, imageUrl, MAX_IMAGE_BYTES } from '../../../common/images.ts';
import type { Database } from '../../db/connect.ts';
import { images, imageVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { imageTooLarge } from '../../platform/image-upload.ts';

/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { id: string; url: string; width: number; height: number };

const invalidImage = () =>
  new AppError(415, ErrorCode.unsupportedMediaType, 'Invalid File: please select an image file');

export function createImageService(db: Database) {
  return {
    /**
     * Accepts only what sharp can decode as an image (the name and declared type are not trusted),
     * strips metadata and stores WebP renditions at the standard widths.
     */
    async store(bytes: Buffer, originalName?: string): Promise<StoredImage> {
      if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
      let metadata: Metadata;
      try {
        metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      } catch {
        throw invalidImage();
      }
      if (!metadata.width || !metadata.height || metadata.format === 'svg') throw invalidImage();
      if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw invalidImage();

      const renditions: { width: number; height: number; bytes: Buffer }[] = [];
      try {
        for (const width of IMAGE_WIDTHS) {
          const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer({ resolveWithObject: true });
          renditions.push({ width, height: info.height, bytes: data });
        }
      } catch {
        throw invalidImage();
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(images)
          .values({
            width: metadata.width!,
            height: metadata.height!,
            originalName: originalName?.slice(0, 200),
          })
          .returning({ id: images.id });
        await tx.insert(imageVariants).values(
          renditions.map((r) => ({
            imageId: row!.id,
            width: r.width,
            height: r.height,
            bytes: r.bytes,
            etag: `"${createHash('sha256').update(r.bytes).digest('base64url').slice(0, 27)}"`,
          })),
        );
        return row!.id;
      });
      return { id, url: imageUrl(id), width: metadata.width, height: metadata.height };
    },

    async variant(id: string, width: number) {
      const [row] = await db
        .select({ bytes: imageVariants.bytes, etag: imageVariants.etag })
        .from(imageVariants)
        .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width)))
        .limit(1);
      return row ?? null;
    },

    /** Deletes the images behind URLs made by imageUrl; other URLs are ignored. */
    async removeByUrls(urls: (string | null | undefined)[]): Promise<void> {
      const ids = urls.map((u) => (u ? imageIdFromUrl(u) : null)).filter((id): id is string => id !== null);
      if (ids.length > 0) await db.delete(images).where(inArray(images.id, ids));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
