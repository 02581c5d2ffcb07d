import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { SHOPPING_LIST_MAX_DAYS, type ShoppingList } from '../../../common/costing/schema.ts';
import {
  NO_SUPPLIER,
  packsText,
  quantityText,
  rangeText,
  supplierGroups,
  unpricedText,
} from '../../../common/costing/shopping-list.ts';
import { isRealDate } from '../../../common/dates.ts';
import { formatCents } from '../../../common/money.ts';
import { errorText } from '../../lib/api.ts';
import { shoppingListUrl, useShoppingList } from './use-shopping-list.ts';

/** Why a range cannot be asked for, in the server's words; null when it can. */
function rangeError(from: string, to: string): string | null {
  if (to < from) return 'from must be on or before to';
  if (to > addDays(from, SHOPPING_LIST_MAX_DAYS - 1))
    return `Ask for at most ${SHOPPING_LIST_MAX_DAYS} days at a time`;
  return null;
}

/**
 * The kitchen's "Shopping list" tab (issue 37 §3): what the coming days' bookings take, by supplier,
 * in whole packs; the owner also sees the estimate (the server sends prices to admins only).
 */
export function ShoppingListTab() {
  const today = businessClock(new Date()).date;
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 6));
  const invalid = rangeError(from, to);
  const list = useShoppingList(from, to, invalid === null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Group gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(event) => {
              if (isRealDate(event.currentTarget.value)) setFrom(event.currentTarget.value);
            }}
            w={160}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            error={invalid}
            onChange={(event) => {
              if (isRealDate(event.currentTarget.value)) setTo(event.currentTarget.value);
            }}
            w={160}
          />
        </Group>
        {invalid === null && (
          <Group gap="xs" wrap="wrap">
            <Button
              component="a"
              href={shoppingListUrl(from, to, 'pdf')}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconPrinter size={18} />}
            >
              Print (PDF)
            </Button>
            <Button
              component="a"
              href={shoppingListUrl(from, to, 'csv')}
              download
              variant="default"
              leftSection={<IconDownload size={18} />}
            >
              Download CSV
            </Button>
          </Group>
        )}
      </Group>

      <Title order={2} fz="xl">
        {rangeText(from, to)}
      </Title>

      {list.isError && (
        <Alert color="red" title="The shopping list could not be loaded">
          {errorText(list.error, 'Please try again.')}
        </Alert>
      )}
      {invalid === null && list.isPending && <Skeleton height={240} radius="lg" />}
      {list.data && <ShoppingListView list={list.data} />}
    </Stack>
  );
}

function ShoppingListView({ list }: { list: ShoppingList }) {
  const unpriced = list.lines.filter((l) => l.estimatedCostCents === null).length;
  return (
    <Stack gap="md">
      {list.lines.length === 0 && (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">Nothing to buy for these days.</Text>
        </Paper>
      )}
      {supplierGroups(list.lines).map((group) => {
        const supplier = group.supplier || NO_SUPPLIER;
        return (
          <Paper key={supplier} withBorder radius="lg" p="md" component="section" aria-label={supplier}>
            <Title order={3} fz="lg" mb="xs">
              {supplier}
            </Title>
            <Stack gap={0}>
              {group.lines.map((line) => (
                <Group
                  key={line.ingredientId}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="sm" c="dimmed">
                      {line.category}
                    </Text>
                  </div>
                  <div style={{ textAlign: 'right', flexShrink: 0 }}>
                    <Text fw={600}>{packsText(line)}</Text>
                    <Text size="sm" c="dimmed">
                      {quantityText(line)}
                    </Text>
                    {line.estimatedCostCents !== undefined && (
                      <Text size="sm">
                        {line.estimatedCostCents === null ? 'no price' : formatCents(line.estimatedCostCents)}
                      </Text>
                    )}
                  </div>
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
      {list.estimatedTotalCents != null && list.lines.length > 0 && (
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between">
            <Text fw={700}>Estimated total</Text>
            <Text fw={700}>{formatCents(list.estimatedTotalCents)}</Text>
          </Group>
          {unpriced > 0 && (
            <Text size="sm" c="dimmed">
              {unpricedText(unpriced)}
            </Text>
          )}
        </Paper>
      )}
      {list.dishesWithoutRecipe.length > 0 && (
        <Alert color="yellow" title="Dishes without a recipe">
          <Text size="sm">{list.dishesWithoutRecipe.join(', ')}</Text>
          <Text size="sm" c="dimmed">
            Their ingredients are not on this list.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
