import { Stack } from '@mantine/core';
import { DiscountCodesAdmin } from '../discounts/discount-codes-admin.tsx';
import { QrCodeAdminList } from './qr-code-admin-list.tsx';
import { QrGenerateForm } from './qr-generate-form.tsx';

/** The admin half of /qr-codes: generate, manage, and the discount codes behind the discount QRs. */
export function QrAdminSections() {
  return (
    <Stack gap="xl">
      <QrGenerateForm />
      <QrCodeAdminList />
      <DiscountCodesAdmin />
    </Stack>
  );
}
