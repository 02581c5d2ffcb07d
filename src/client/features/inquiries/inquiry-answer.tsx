import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBusiness } from '../../../common/business-time.ts';
import type { Inquiry } from '../../../common/inquiries.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAnswerInquiry } from './use-inquiries.ts';

const when = (iso: string) =>
  formatBusiness(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An inquiry's answers so far and a box to send another: the visitor gets it by mail. */
export function InquiryAnswer({ inquiry }: { inquiry: Inquiry }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const answer = useAnswerInquiry();
  const send = () =>
    answer.mutate(
      { id: inquiry.id, message },
      {
        onSuccess: () => {
          notifySuccess(`Answer sent to ${inquiry.email}`);
          setMessage('');
          setError(undefined);
          setOpen(false);
        },
        onError: (e) => {
          const text = errorText(e, 'Please try again.');
          setError(text);
          notifyError('Answer Not Sent', text);
        },
      },
    );
  return (
    <Stack gap="sm" mt="md">
      {inquiry.replies.map((reply) => (
        <Paper key={reply.id} withBorder radius="md" p="sm" bg="sage.0" aria-label="Our answer">
          <Text size="xs" c="dimmed">
            Answered {when(reply.sentAt)}
            {reply.sentBy ? ` by ${reply.sentBy}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {reply.body}
          </Text>
        </Paper>
      ))}
      {open ? (
        <Stack gap="xs">
          <Textarea
            label={`Your answer to ${inquiry.fullName}`}
            description={`Mailed to ${inquiry.email}; replies to it reach the business's email.`}
            autosize
            minRows={3}
            maxRows={10}
            value={message}
            error={error}
            onChange={(e) => setMessage(e.currentTarget.value)}
            data-autofocus
          />
          <Group gap="sm">
            <Button leftSection={<IconSend size={16} />} loading={answer.isPending} onClick={send}>
              Send answer
            </Button>
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconSend size={16} />}
          onClick={() => setOpen(true)}
        >
          Answer by email
        </Button>
      )}
    </Stack>
  );
}
