import { Badge, Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { discountCodeFromData } from '../../../common/discounts/code-text.ts';
import type { DiscountCode } from '../../../common/discounts/schema.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useCreateQrCode, useQrCodes } from './use-qr-codes.ts';

/** A discount code's QR on the admin's list of codes: 'QR ready' once a QR carries the code, else Make QR. */
export function DiscountQrAction({ code }: { code: DiscountCode }) {
  const qrCodes = useQrCodes();
  const createQr = useCreateQrCode();
  const hasQr = (qrCodes.data ?? []).some((q) => discountCodeFromData(q.data) === code.code);

  const makeQr = () =>
    createQr.mutate(
      { name: code.title, type: 'discount', data: `DISCOUNT:${code.code}`, description: code.description },
      {
        onSuccess: () => notifySuccess('QR Code Generated', 'Your QR code has been created successfully.'),
        onError: () => notifyError('Generation Failed', 'Failed to generate QR code. Please try again.'),
      },
    );

  return hasQr ? (
    <Badge variant="light" color="sage" leftSection={<IconQrcode size={12} />}>
      QR ready
    </Badge>
  ) : (
    <Button size="xs" variant="light" leftSection={<IconQrcode size={14} />} onClick={makeQr}>
      Make QR
    </Button>
  );
}
