import { z } from 'zod';
import { idParam } from './ids.ts';

const QR_TYPES = ['discount', 'app-access', 'custom'] as const;

/** Admins create these two; the one app-access code is seeded and only edited. */
export const CREATABLE_QR_TYPES = ['custom', 'discount'] as const;

/** Spec section 9: 300 px inline, 400 px for downloads, black on white, png or svg. */
export const QR_INLINE_SIZE = 300;
export const QR_DOWNLOAD_SIZE = 400;
const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** A QR code holds about 2,300 characters at our error correction; keep well inside it. */
const MAX_QR_DATA = 1000;

export const QR_MISSING_MESSAGE = 'Please provide both name and data for the QR code.';

export const QrCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(QR_TYPES),
  data: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type QrCode = z.infer<typeof QrCodeSchema>;

/** Name and data are checked by the service, so a missing one answers the spec's own sentence. */
export const CreateQrCodeBodySchema = z.object({
  name: z.string().trim().max(120, 'Keep the name under 120 characters').optional().default(''),
  type: z
    .enum(CREATABLE_QR_TYPES, { error: 'Choose custom or discount (the app-access code already exists)' })
    .optional()
    .default('custom'),
  data: z.string().trim().max(MAX_QR_DATA, 'That is too much data for one QR code').optional().default(''),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
});
export type CreateQrCodeBody = z.input<typeof CreateQrCodeBodySchema>;

export const UpdateQrCodeBodySchema = z.object({
  name: z.string().trim().min(1, QR_MISSING_MESSAGE).max(120).optional(),
  data: z.string().trim().min(1, QR_MISSING_MESSAGE).max(MAX_QR_DATA).optional(),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  active: z.boolean().optional(),
});
export type UpdateQrCodeBody = z.input<typeof UpdateQrCodeBodySchema>;

export const QrIdParamsSchema = z.object({ id: idParam('Unknown QR code') });

export const QrImageQuerySchema = z.object({
  format: z.enum(QR_FORMATS, { error: 'Format is png or svg' }).optional().default('png'),
  size: z.enum(['300', '400'], { error: 'Size is 300 or 400' }).optional().default('300').transform(Number),
  download: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** "Client Portal Access" -> "client_portal_access_qr_code.png", as the spec names downloads. */
export function qrFileName(name: string, format: QrFormat): string {
  const base = name.trim().toLowerCase().replace(/\s+/g, '_') || 'qr';
  return `${base}_qr_code.${format}`;
}

/** A Content-Disposition value that survives any name: an ASCII fallback plus the UTF-8 original. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function qrImageUrl(id: number, format: QrFormat, size: number, download = false): string {
  return `/api/qr-codes/${id}/image?format=${format}&size=${size}${download ? '&download=1' : ''}`;
}
