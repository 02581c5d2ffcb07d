import { List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { usePriceHistory } from './use-ingredients.ts';

const price = (cents: number | null) => (cents === null ? 'no price' : formatCents(cents));

/** Who changed an ingredient's pack price, when, from what to what (the audit trail's events). */
export function PriceHistory({ ingredientId }: { ingredientId: number }) {
  const history = usePriceHistory(ingredientId);
  return (
    <Stack gap="xs" component="section" aria-label="Price history">
      <Title order={3} fz="md">
        Price history
      </Title>
      <QueryState
        query={history}
        loadingLabel="Loading the price history"
        errorTitle="The price history could not be loaded"
        skeletons={{ count: 1, height: 48 }}
        compact
      >
        {({ changes }) =>
          changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No price changes yet.
            </Text>
          ) : (
            <List size="sm" spacing={4} listStyleType="none">
              {changes.map((change) => (
                <List.Item key={`${change.at}-${change.newCents}`}>
                  <Text size="sm" span fw={700}>
                    {price(change.oldCents)} → {price(change.newCents)}
                  </Text>{' '}
                  <Text size="sm" span c="dimmed">
                    {formatDateTime(change.at)} · {change.actor}
                  </Text>
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryState>
    </Stack>
  );
}
