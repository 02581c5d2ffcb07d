import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconQrcode, IconTrash } from '@tabler/icons-react';
import type { QrCode } from '../../../common/qr-codes.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QrDownloadButtons } from './qr-download-buttons.tsx';
import { QrImage } from './qr-image.tsx';
import { copyQrData, useDeleteQrCode, useQrCodes, useUpdateQrCode } from './use-qr-codes.ts';

const TYPE_LABELS: Record<QrCode['type'], string> = {
  discount: 'Discount',
  'app-access': 'App access',
  custom: 'Custom',
};

function confirmDelete(code: QrCode, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete "${code.name}"?`,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Text size="sm">Are you sure you want to delete this QR code? Printed copies stop working.</Text>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/**
 * Every stored code except the app-access one, with PNG, SVG, Copy, an active switch and delete.
 * Reusable: /qr-codes shows it under 'Admin: Manage All QR Codes', the admin control page can too.
 */
export function QrCodeAdminList({ title = 'Admin: Manage All QR Codes' }: { title?: string | null }) {
  const codes = useQrCodes();
  const update = useUpdateQrCode();
  const remove = useDeleteQrCode();
  const managed = (codes.data ?? []).filter((c) => c.type !== 'app-access');

  const toggle = (code: QrCode, active: boolean) =>
    update.mutate(
      { id: code.id, active },
      {
        onSuccess: () => notifySuccess(active ? 'QR Code Activated' : 'QR Code Deactivated', code.name),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update QR code.')),
      },
    );
  const destroy = (code: QrCode) =>
    confirmDelete(code, () =>
      remove.mutate(code.id, {
        onSuccess: () => notifySuccess('QR Code Deleted', `${code.name} was deleted.`),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to delete QR code.')),
      }),
    );

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label={title ?? 'QR codes'}
    >
      <Stack gap="md">
        {title && (
          <Title order={2} fz={22}>
            {title}
          </Title>
        )}
        {codes.isSuccess && managed.length === 0 && (
          <Stack align="center" gap={4} py="lg">
            <IconQrcode size={40} stroke={1.4} aria-hidden />
            <Text fw={700}>No Custom QR Codes Yet</Text>
            <Text size="sm" c="dimmed">
              Generate one above and it appears here.
            </Text>
          </Stack>
        )}
        {managed.map((code) => (
          <Card key={code.id} withBorder radius="md" p="sm" data-testid="managed-qr-code">
            <Group wrap="wrap" align="flex-start" gap="md">
              <QrImage code={code} size={300} maw={96} />
              <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
                <Group gap="xs">
                  <Text fw={700}>{code.name}</Text>
                  <Badge variant="light" color="gray">
                    {TYPE_LABELS[code.type]}
                  </Badge>
                  {!code.active && (
                    <Badge variant="light" color="orange">
                      Inactive
                    </Badge>
                  )}
                </Group>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {code.data}
                </Text>
                {code.description && (
                  <Text size="sm" c="dimmed">
                    {code.description}
                  </Text>
                )}
                <Group gap="xs" mt={4}>
                  <QrDownloadButtons code={code} />
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCopy size={14} />}
                    onClick={() => void copyQrData(code.data)}
                  >
                    Copy
                  </Button>
                </Group>
              </Stack>
              <Group gap="md" align="center">
                <Switch
                  label="Active"
                  checked={code.active}
                  onChange={(event) => toggle(code, event.currentTarget.checked)}
                  aria-label={`Active: ${code.name}`}
                />
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${code.name}`}
                    onClick={() => destroy(code)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
