import { Stack } from '@mantine/core';
import { QrCodeAdminList } from '../qr-codes/qr-code-admin-list.tsx';
import { QrGenerateForm } from '../qr-codes/qr-generate-form.tsx';

/**
 * The Feature Manager's QR Codes tab (spec 2.7, admin control page): the same stored codes as
 * /qr-codes — make one (name and data required, description optional), switch it on or off, delete it.
 */
export function AdminQrTab() {
  return (
    <Stack gap="lg">
      <QrGenerateForm />
      <QrCodeAdminList title="QR Codes" />
    </Stack>
  );
}
