import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { QrCode } from '../../../common/qr-codes.ts';
import { downloadQrCode } from './use-qr-codes.ts';

/** The spec's PNG and SVG buttons of one code, made by our server (visitor cards and the admin list). */
export function QrDownloadButtons({ code }: { code: QrCode }) {
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => void downloadQrCode(code, 'png')}
      >
        PNG
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={() => void downloadQrCode(code, 'svg')}
      >
        SVG
      </Button>
    </>
  );
}
