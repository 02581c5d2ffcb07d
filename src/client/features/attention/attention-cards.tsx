import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ATTENTION_LABELS, type Attention, type AttentionGroup } from '../../../common/attention.ts';
import { relativeTime } from '../../../common/messages.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { useAttention } from './use-attention.ts';

const ORDER: (keyof Attention)[] = ['newOrders', 'quoteRequests', 'openInquiries', 'unreadMessages'];
const EMPTY: Record<keyof Attention, string> = {
  newOrders: 'No order waits for confirmation.',
  quoteRequests: 'Every request has a price.',
  openInquiries: 'Every inquiry is answered.',
  unreadMessages: 'You have read every message.',
  openShifts: 'Every declined shift has someone again.',
};

function AttentionCard({ name, group }: { name: keyof Attention; group: AttentionGroup }) {
  const label = ATTENTION_LABELS[name];
  const id = `attention-${name}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id} data-attention={name}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={2} fz="h5" id={id}>
          {label}
        </Title>
        <Badge
          size="lg"
          circle={group.count < 100}
          color={group.count > 0 ? 'ember' : 'gray'}
          aria-label={`${group.count} ${label}`}
        >
          {group.count}
        </Badge>
      </Group>
      <Stack gap={6} mt="sm">
        {group.newest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {EMPTY[name]}
          </Text>
        ) : (
          group.newest.map((item) => (
            <Anchor key={item.id} component={Link} to={item.href} size="sm" underline="hover" c="inherit">
              <Text size="sm" fw={600} lineClamp={1}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.detail} · {relativeTime(item.createdAt)}
              </Text>
            </Anchor>
          ))
        )}
      </Stack>
      <Anchor component={Link} to={group.href} size="sm" fw={600} mt="sm" display="inline-block">
        View all {label.toLowerCase()}
      </Anchor>
    </Paper>
  );
}

/** The owner's morning view: what needs attention today, newest first, each linking to its list. */
export function AttentionCards() {
  const attention = useAttention();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Needs your attention
      </Title>
      <QueryState
        query={attention}
        loadingLabel="Loading what needs attention"
        errorTitle="Could not load what needs attention"
        compact
        placeholder={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {ORDER.map((name) => (
              <Skeleton key={name} h={180} radius="lg" />
            ))}
          </SimpleGrid>
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {ORDER.map((name) => (
              <AttentionCard key={name} name={name} group={data[name]} />
            ))}
            {/* Issue 38: a shift a staff member declined, open again; shown only while there is one. */}
            {data.openShifts.count > 0 && (
              <AttentionCard key="openShifts" name="openShifts" group={data.openShifts} />
            )}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
