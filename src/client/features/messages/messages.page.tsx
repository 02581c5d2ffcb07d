import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { ChatPane } from './chat-pane.tsx';
import { ThreadList } from './thread-list.tsx';
import { useThreads } from './use-messages.ts';

/** Messages (spec 2.11): conversations per quote, a chat pane and a phone button on touch devices. */
export function MessagesPage() {
  const { user, isAdmin } = useSession();
  const threads = useThreads({ poll: true });
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const selectedId = Number(params.get('quote')) || null;
  const list = threads.data ?? [];
  const selected = list.find((t) => t.quoteId === selectedId) ?? null;
  const select = (quoteId: number | null) => setParams(quoteId ? { quote: String(quoteId) } : {});
  if (!user) return null;

  const showList = !isPhone || !selected;
  const showChat = !isPhone || !!selected;

  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Messages
        </Title>
        <Text c="dimmed">
          {isAdmin
            ? 'Conversations with clients about their quotes.'
            : 'Talk to our team about any of your quotes.'}
        </Text>
      </div>
      <Paper
        withBorder
        radius="lg"
        h={{ base: 'calc(100dvh - 210px)', sm: 'calc(100dvh - 220px)' }}
        mih={420}
        style={{ overflow: 'hidden' }}
      >
        <Group h="100%" gap={0} wrap="nowrap" align="stretch">
          {showList && (
            <Box
              w={isPhone ? '100%' : 320}
              h="100%"
              style={{
                flexShrink: 0,
                borderRight: isPhone ? undefined : '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <QueryState
                query={threads}
                loadingLabel="Loading your conversations"
                errorTitle="Could not load your conversations"
                placeholder={
                  <ThreadList threads={[]} loading selectedId={null} showClient={isAdmin} onSelect={select} />
                }
              >
                {(data) => (
                  <ThreadList
                    threads={data}
                    loading={false}
                    selectedId={selectedId}
                    showClient={isAdmin}
                    onSelect={select}
                  />
                )}
              </QueryState>
            </Box>
          )}
          {showChat && (
            <Box style={{ flex: 1, minWidth: 0 }} h="100%">
              {selected ? (
                <ChatPane
                  key={selected.quoteId}
                  thread={selected}
                  isAdmin={isAdmin}
                  userId={user.id}
                  onBack={isPhone ? () => select(null) : undefined}
                />
              ) : (
                <Stack align="center" justify="center" h="100%" gap="xs" p="lg" ta="center">
                  <IconMessages size={40} color="var(--mantine-color-ember-6)" aria-hidden />
                  <Text fw={600}>Choose a conversation</Text>
                  <Text size="sm" c="dimmed">
                    Pick a quote on the left to read and send messages.
                  </Text>
                </Stack>
              )}
            </Box>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
