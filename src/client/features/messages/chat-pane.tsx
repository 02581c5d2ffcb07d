import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MAX_MESSAGE_LENGTH, relativeTime, type Thread } from '../../../common/messages.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { PhoneButton } from './phone-button.tsx';
import { threadTitle } from './thread-list.tsx';
import { useConversation, useMarkRead, useSendMessage } from './use-messages.ts';

/** The conversation about one quote: messages (refreshed every few seconds) and the input. */
export function ChatPane({
  thread,
  isAdmin,
  userId,
  onBack,
}: {
  thread: Thread;
  isAdmin: boolean;
  userId: number;
  onBack?: () => void;
}) {
  const conversation = useConversation(thread.quoteId);
  const send = useSendMessage();
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const [, setTick] = useState(0);
  // Relative times ("5 minutes ago") stay true while the page is open.
  const ticker = useInterval(() => setTick((n) => n + 1), 60_000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);

  const messages = conversation.data ?? [];
  const mySide = isAdmin ? 'business' : 'client';
  const unreadFromOthers = messages.some((m) => m.senderSide !== mySide && m.readAt === null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    if (unreadFromOthers) markRead.mutate(thread.quoteId);
  }, [unreadFromOthers, thread.quoteId, markRead.mutate]);

  useEffect(() => {
    if (lastId !== undefined) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lastId]);

  const canSend = text.trim().length > 0 && !send.isPending;
  async function submit() {
    if (!canSend) return;
    try {
      await send.mutateAsync({ quoteId: thread.quoteId, content: text.trim() });
      setText('');
      notifySuccess('Message sent');
    } catch (error) {
      notifyError('Error', errorText(error, (error as Error).message));
    }
  }

  return (
    <Stack gap={0} h="100%">
      <Group
        justify="space-between"
        p="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {onBack && (
            <ActionIcon variant="subtle" onClick={onBack} aria-label="Back to conversations">
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate component="h2" m={0} fz="md">
              {threadTitle(thread)}
            </Text>
            <Group gap={6}>
              <QuoteStatusBadge status={thread.status} size="xs" />
              {isAdmin && (
                <Text size="xs" c="dimmed">
                  {thread.clientName}
                </Text>
              )}
              <Anchor component={Link} to={`/proposals?tab=details&quote=${thread.quoteId}`} size="xs">
                View proposal
              </Anchor>
            </Group>
          </div>
        </Group>
        <PhoneButton number={thread.callNumber} isAdmin={isAdmin} />
      </Group>

      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} type="auto">
        <Stack gap="sm" p="md" role="log" aria-live="polite" aria-label="Messages">
          <QueryState
            query={conversation}
            loadingLabel="Loading the conversation"
            errorTitle="Could not load this conversation"
            errorHint="It retries in a moment."
            compact
            placeholder={<Loader size="sm" mx="auto" />}
          >
            {(data) =>
              data.length === 0 ? (
                <Text c="dimmed" ta="center" size="sm" py="xl">
                  No messages yet. Ask us anything about this proposal.
                </Text>
              ) : (
                data.map((message) => {
                  const mine = message.senderId === userId;
                  return (
                    <Box key={message.id} maw="80%" style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}>
                      <Paper
                        p="sm"
                        radius="lg"
                        bg={mine ? 'var(--mantine-color-ember-7)' : 'var(--mantine-color-gray-1)'}
                        c={mine ? 'white' : undefined}
                      >
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {message.content}
                        </Text>
                      </Paper>
                      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2}>
                        {mine
                          ? 'You'
                          : message.senderSide === 'business'
                            ? `${message.senderName} (catering team)`
                            : message.senderName}
                        {' · '}
                        {relativeTime(message.createdAt)}
                      </Text>
                    </Box>
                  );
                })
              )
            }
          </QueryState>
        </Stack>
      </ScrollArea>

      <Group
        p="sm"
        gap="xs"
        align="flex-end"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Textarea
          aria-label="Message"
          placeholder="Type your message..."
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_MESSAGE_LENGTH}
          style={{ flex: 1 }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button onClick={() => void submit()} disabled={!canSend} leftSection={<IconSend size={16} />}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
