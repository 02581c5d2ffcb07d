import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DiscountCodesAdmin } from '../discounts/discount-codes-admin.tsx';
import { DiscountQrAction } from './discount-qr-action.tsx';
import { QrCodeAdminList } from './qr-code-admin-list.tsx';
import { QrGenerateForm } from './qr-generate-form.tsx';
import { qrCodeKeys } from './query-keys.ts';

/**
 * The admin half of /qr-codes: generate, manage, and the discount codes behind the discount QRs (each
 * with its QR action; a changed code refreshes the QR list, since its active state decides whether
 * its QR shows publicly).
 */
export function QrAdminSections() {
  const queryClient = useQueryClient();
  return (
    <Stack gap="xl">
      <QrGenerateForm />
      <QrCodeAdminList />
      <DiscountCodesAdmin
        qrAction={(code) => <DiscountQrAction code={code} />}
        onCodesChanged={() => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all })}
      />
    </Stack>
  );
}
