import { Button, Paper, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * PLACEHOLDER (merge point): the QR code store and its reusable admin list are built on branch `qr`.
 * At merge the lead mounts that list here; until then this tab links to /qr-codes.
 */
export function AdminQrTab() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4">
        QR Codes
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Create, activate and delete the QR codes that point to your pages.
      </Text>
      <Button component={Link} to="/qr-codes" leftSection={<IconQrcode size={18} />}>
        Manage QR codes
      </Button>
    </Paper>
  );
}
