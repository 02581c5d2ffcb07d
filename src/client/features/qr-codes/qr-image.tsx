import { Box } from '@mantine/core';
import { QR_INLINE_SIZE, type QrCode, qrImageUrl } from '../../../common/qr-codes.ts';

/** The 300 px code drawn by our server; it shrinks to fit a narrow card. */
export function QrImage({ code, size = QR_INLINE_SIZE, maw }: { code: QrCode; size?: number; maw?: number }) {
  return (
    <Box
      component="img"
      src={qrImageUrl(code.id, 'png', size)}
      alt={`QR code: ${code.name}`}
      width={size}
      height={size}
      loading="lazy"
      maw={maw ?? size}
      w="100%"
      h="auto"
      style={{ display: 'block', background: '#fff', borderRadius: 8, aspectRatio: '1 / 1' }}
    />
  );
}
