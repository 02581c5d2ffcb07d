import { Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatShortDate } from '../../../common/business-time.ts';
import {
  DISCOUNT_RULE_LABELS,
  type DiscountCode,
  formatThreshold,
} from '../../../common/discounts/schema.ts';
import { toCents } from '../../../common/money.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DiscountCodeModal } from './discount-code-modal.tsx';
import { type OnCodesChanged, useDiscountCodes, useUpdateDiscountCode } from './use-discount-codes.ts';

function conditions(code: DiscountCode): string {
  const parts = [DISCOUNT_RULE_LABELS[code.rule]];
  const min = toCents(code.minSubtotal);
  if (min > 0) parts.push(`over ${formatThreshold(min)}`);
  if (code.validUntil) parts.push(`until ${formatShortDate(code.validUntil)}`);
  if (code.ownerUserId) parts.push(`personal (user #${code.ownerUserId})`);
  return parts.join(', ');
}

/**
 * 'Discount Codes' on the admin view of /qr-codes: create, edit, deactivate, uses so far. The page
 * that shows it (the QR codes feature's) gives each row its QR action and refreshes its QR list when
 * a code changes, so discounts never imports QR codes.
 */
export function DiscountCodesAdmin({
  qrAction,
  onCodesChanged,
}: {
  /** The code's QR in the Actions column: 'QR ready', or a button that makes one. */
  qrAction: (code: DiscountCode) => ReactNode;
  onCodesChanged: OnCodesChanged;
}) {
  const codes = useDiscountCodes();
  const update = useUpdateDiscountCode(onCodesChanged);
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const [opened, setOpened] = useState(false);

  const open = (code: DiscountCode | null) => {
    setEditing(code);
    setOpened(true);
  };
  const setActive = (code: DiscountCode, active: boolean) =>
    update.mutate(
      { id: code.id, active },
      {
        onSuccess: () =>
          notifySuccess(active ? 'Discount Code Activated' : 'Discount Code Deactivated', code.code),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update the discount code.')),
      },
    );
  // Public codes are listed for everyone under Available Discount Codes (decision 0058).
  const setPublic = (code: DiscountCode, isPublic: boolean) =>
    update.mutate(
      { id: code.id, isPublic },
      {
        onSuccess: () =>
          notifySuccess(
            isPublic ? 'Discount Code Listed' : 'Discount Code Unlisted',
            isPublic
              ? `${code.code} is shown under Available Discount Codes.`
              : `${code.code} is only for those you give it to.`,
          ),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update the discount code.')),
      },
    );

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="discount-admin-title"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz={22} id="discount-admin-title">
            Discount Codes
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
            New Discount Code
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          The server checks every rule when an order or quote is placed. Uses count each order or quote that
          got the discount.
        </Text>
        <Table.ScrollContainer minWidth={840}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Conditions</Table.Th>
                <Table.Th>Uses</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>Public</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(codes.data ?? []).map((code) => (
                <Table.Tr key={code.id} data-testid="discount-code-row">
                  <Table.Td>
                    <Text fw={700} ff="monospace">
                      {code.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {code.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{code.percent}% off</Table.Td>
                  <Table.Td>
                    <Text size="sm">{conditions(code)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {code.uses}
                    {code.maxUses ? ` / ${code.maxUses}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={code.active}
                      aria-label={`Active: ${code.code}`}
                      onChange={(e) => setActive(code, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={code.isPublic}
                      aria-label={`Public: ${code.code}`}
                      onChange={(e) => setPublic(code, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => open(code)}>
                        Edit
                      </Button>
                      {qrAction(code)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <DiscountCodeModal
        editing={editing}
        opened={opened}
        onClose={() => setOpened(false)}
        onCodesChanged={onCodesChanged}
      />
    </Card>
  );
}
