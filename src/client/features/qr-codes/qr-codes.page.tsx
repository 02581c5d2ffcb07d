import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { discountCodeFromData } from '../../../common/discounts/code-text.ts';
import type { QrCode } from '../../../common/qr-codes.ts';
import { useSession } from '../../lib/use-session.ts';
import { QrDownloadButtons } from './qr-download-buttons.tsx';
import { QrImage } from './qr-image.tsx';
import { copyQrData, shareQrCode, useQrCodes } from './use-qr-codes.ts';

// Admin tools load only for admins: visitors never download them.
const QrAdminSections = lazy(() =>
  import('./qr-admin-sections.tsx').then((m) => ({ default: m.QrAdminSections })),
);

function PortalCard({ code }: { code: QrCode }) {
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="portal-qr-title"
    >
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} fz={22} id="portal-qr-title">
          Client Portal Access
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          Scan to open the client portal: sign in to see your proposals, orders and messages.
        </Text>
        <QrImage code={code} maw={240} />
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {code.data}
        </Text>
        <Group gap="xs" justify="center">
          <QrDownloadButtons code={code} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} />}
            onClick={() => void copyQrData(code.data)}
          >
            Copy Link
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DiscountCard({ code }: { code: QrCode }) {
  const bare = discountCodeFromData(code.data) ?? code.data;
  return (
    <Card withBorder radius="lg" p="md" data-testid="discount-qr-card">
      <Stack gap="xs" align="center" ta="center" h="100%">
        <Text fw={700} fz="lg">
          {code.name}
        </Text>
        <Badge variant="light" size="lg" ff="monospace">
          {bare}
        </Badge>
        {code.description && (
          <Text size="sm" c="dimmed">
            {code.description}
          </Text>
        )}
        <QrImage code={code} maw={200} />
        <Group gap="xs" justify="center" mt="auto">
          <QrDownloadButtons code={code} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShare size={14} />}
            onClick={() => void shareQrCode(code, bare)}
          >
            Share
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function HowToCard() {
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="qr-howto-title"
    >
      <Stack gap="sm">
        <Title order={2} fz={22} id="qr-howto-title">
          How to Use QR Codes
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Text fw={700} mb={4}>
              Discount codes
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Scan a code with your phone camera, or type the code at checkout.</List.Item>
              <List.Item>Enter it in the Discount code field and press Apply to see your saving.</List.Item>
              <List.Item>
                One code per order; each code has its own conditions, checked when you order.
              </List.Item>
            </List>
          </div>
          <div>
            <Text fw={700} mb={4}>
              App access
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>
                Scan the Client Portal Access code to open the sign-in page on your phone.
              </List.Item>
              <List.Item>
                Print it on invitations or place cards so guests and planners find us fast.
              </List.Item>
              <List.Item>Download PNG for screens and documents, SVG for print at any size.</List.Item>
            </List>
          </div>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** /qr-codes (spec 2.7): the portal code and discount codes for everyone, management for admins. */
export function QrCodesPage() {
  const { isAdmin } = useSession();
  const codes = useQrCodes();
  const portal = codes.data?.find((c) => c.type === 'app-access' && c.active);
  const discounts = (codes.data ?? []).filter((c) => c.type === 'discount' && c.active);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {isAdmin ? 'QR Code Manager' : 'QR Codes'}
          </Title>
          <Text c="dimmed" maw={640}>
            Scan or share our codes: open the client portal in one step, or bring a discount to your next
            catering order.
          </Text>
        </Stack>

        {codes.isPending && <Skeleton h={360} radius="lg" />}
        {codes.isError && <Text c="red.8">The QR codes could not be loaded. Please refresh the page.</Text>}

        <Grid gap="xl">
          {portal && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PortalCard code={portal} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: portal ? 7 : 12 }}>
            <Stack gap="md" component="section" aria-labelledby="discount-qr-title">
              <Title order={2} fz={22} id="discount-qr-title">
                Available Discount Codes
              </Title>
              {codes.isSuccess && discounts.length === 0 && (
                <Text c="dimmed">No discount codes are running right now.</Text>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {discounts.map((code) => (
                  <DiscountCard key={code.id} code={code} />
                ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
        </Grid>

        {isAdmin && (
          <Suspense fallback={<Skeleton h={320} radius="lg" />}>
            <QrAdminSections />
          </Suspense>
        )}

        <HowToCard />
      </Stack>
    </Container>
  );
}
