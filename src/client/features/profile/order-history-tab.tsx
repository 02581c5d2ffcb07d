import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatShortDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import type { HistoryItem } from '../../../common/profile.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { useOrderHistory } from './use-profile.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The user's real orders and proposals, newest first; each opens its tracker or its proposal. */
export function OrderHistoryTab() {
  const history = useOrderHistory();
  return (
    <QueryState
      query={history}
      loadingLabel="Loading your order history"
      errorTitle="Your order history could not be loaded"
      skeletons={{ count: 1, height: 200 }}
    >
      {(rows) => <OrderHistory rows={rows} />}
    </QueryState>
  );
}

function OrderHistory({ rows }: { rows: readonly HistoryItem[] }) {
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs">
          <IconReceipt size={40} stroke={1.4} aria-hidden />
          <Text fw={700}>No orders or proposals yet</Text>
          <Group>
            <Button component={Link} to="/menu">
              Browse Menu
            </Button>
            <Button component={Link} to="/quote" variant="light">
              Get a Quote
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {rows.map((item) => (
        <Paper
          key={`${item.kind}-${item.id}`}
          component="article"
          aria-label={`${item.kind === 'order' ? 'Order' : 'Proposal'} ${item.number}`}
          withBorder
          radius="lg"
          p="md"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={800}>{item.number}</Text>
                <Badge variant="light" color="gray">
                  {item.kind === 'order' ? 'Order' : 'Proposal'}
                </Badge>
                {item.kind === 'proposal' ? (
                  <QuoteStatusBadge status={item.status} />
                ) : (
                  <Badge variant="light" color="sage" c="sage.9">
                    {capitalise(item.status)}
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                {item.event} · {formatShortDate(item.date)}
                {item.guests ? ` · ${item.guests} guests` : ''}
              </Text>
            </Stack>
            <Group gap="md">
              <Text fw={800}>{item.total ? formatMoney(item.total) : 'Awaiting price'}</Text>
              <Button component={Link} to={item.href} size="xs" variant="light">
                {item.kind === 'order' ? 'Track order' : 'View proposal'}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
