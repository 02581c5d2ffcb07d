import { Badge, Group, Paper, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { relativeTime, type Thread } from '../../../common/messages.ts';
import { EVENT_TYPE_LABELS, type EventType } from '../../../common/quotes/schema.ts';

export const threadTitle = (thread: Thread) =>
  `${EVENT_TYPE_LABELS[thread.eventType as EventType] ?? thread.eventType} · ${thread.proposalNumber}`;

/** One conversation per quote, the most recently active first, with unread counts. */
export function ThreadList({
  threads,
  loading,
  selectedId,
  showClient,
  onSelect,
}: {
  threads: readonly Thread[];
  loading: boolean;
  selectedId: number | null;
  showClient: boolean;
  onSelect: (quoteId: number) => void;
}) {
  if (loading) {
    return (
      <Stack p="sm">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (threads.length === 0) {
    return (
      <Text c="dimmed" p="lg" size="sm">
        No conversations yet. Each quote you request gets its own conversation with our team.
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <nav aria-label="Conversations">
        <Stack gap={4} p="xs">
          {threads.map((thread) => {
            const selected = thread.quoteId === selectedId;
            return (
              <UnstyledButton
                key={thread.quoteId}
                onClick={() => onSelect(thread.quoteId)}
                aria-current={selected ? 'true' : undefined}
                aria-label={`${threadTitle(thread)}${thread.unreadCount ? `, ${thread.unreadCount} unread` : ''}`}
              >
                <Paper
                  p="sm"
                  radius="md"
                  bg={selected ? 'var(--mantine-color-ember-0)' : undefined}
                  withBorder={selected}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={700} size="sm" truncate>
                      {threadTitle(thread)}
                    </Text>
                    {thread.unreadCount > 0 && (
                      <Badge size="sm" color="ember" variant="filled" circle={thread.unreadCount < 10}>
                        {thread.unreadCount}
                      </Badge>
                    )}
                  </Group>
                  {showClient && (
                    <Text size="xs" fw={600}>
                      {thread.clientName}
                    </Text>
                  )}
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed" truncate>
                      {thread.lastMessage ?? 'No messages yet'}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {relativeTime(thread.lastActivityAt)}
                    </Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            );
          })}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
