import { Anchor, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { relativeTime, type Thread } from '../../../common/messages.ts';
import { threadTitle } from '../messages/thread-list.tsx';

/** The newest messages across the user's conversations, each opening its thread. */
export function LatestMessages({
  threads,
  loading,
  isAdmin = false,
}: {
  threads: readonly Thread[];
  loading: boolean;
  /** The business reads its clients' messages; it is not asked to write to "us". */
  isAdmin?: boolean;
}) {
  const navigate = useNavigate();
  const latest = threads.filter((t) => t.lastMessage).slice(0, 3);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Latest Messages
      </Title>
      <Paper withBorder radius="lg">
        {loading ? (
          <Text c="dimmed" p="lg">
            Loading...
          </Text>
        ) : latest.length === 0 && isAdmin ? (
          <Text c="dimmed" p="lg">
            No messages yet. Clients' messages about their proposals appear here.
          </Text>
        ) : latest.length === 0 ? (
          <Text c="dimmed" p="lg">
            No messages yet.{' '}
            <Anchor component={Link} to="/messages" underline="always">
              Open Messages
            </Anchor>{' '}
            to ask us anything.
          </Text>
        ) : (
          latest.map((thread, index) => (
            <UnstyledButton
              key={thread.quoteId}
              w="100%"
              p="md"
              onClick={() => navigate(`/messages?quote=${thread.quoteId}`)}
              style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text fw={700} size="sm">
                {threadTitle(thread)}
                {thread.unreadCount > 0 && ` · ${thread.unreadCount} new`}
              </Text>
              <Text size="sm" lineClamp={1}>
                {thread.lastMessage}
              </Text>
              <Text size="xs" c="dimmed">
                {thread.lastMessageAt && relativeTime(thread.lastMessageAt)}
              </Text>
            </UnstyledButton>
          ))
        )}
      </Paper>
    </Stack>
  );
}
