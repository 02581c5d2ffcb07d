import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { QrFormat } from '../../../common/qr-codes.ts';

/** Black on white, as the spec asks; a quiet zone of 2 modules keeps phone cameras happy. */
const RENDER = {
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;

export type QrImage = { body: Buffer | string; contentType: string; etag: string };

/** Drawn on our own server from the entry's data (DESIGN decision 10: no third-party QR service). */
export async function renderQrImage(data: string, format: QrFormat, size: number): Promise<QrImage> {
  // The ETag names exactly what is drawn, so a new data text is a new image.
  const etag = `"${createHash('sha256').update(`${format}:${size}:${data}`).digest('base64url').slice(0, 27)}"`;
  if (format === 'svg') {
    const svg = await QRCode.toString(data, { ...RENDER, type: 'svg', width: size });
    return { body: svg, contentType: 'image/svg+xml; charset=utf-8', etag };
  }
  const png = await QRCode.toBuffer(data, { ...RENDER, type: 'png', width: size });
  return { body: png, contentType: 'image/png', etag };
}
