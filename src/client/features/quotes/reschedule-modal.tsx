import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatEventDate } from '../../../common/business-time.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { useSendMessage } from '../messages/use-messages.ts';
import { dateRuleError, EventDateInput, localInputToIso } from './quote-fields.tsx';

/** Reschedule asks for a new date in the quote's conversation, where the team answers. */
export function RescheduleModal({ quote, onClose }: { quote: Quote | null; onClose: () => void }) {
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const send = useSendMessage();
  const navigate = useNavigate();
  const offer = useOffer();
  const lead = useSwitches().bookNow;
  useEffect(() => {
    if (quote) {
      setDate('');
      setNote('');
    }
  }, [quote]);
  if (!quote) return null;
  const problem = date ? dateRuleError(date, lead) : null;

  async function submit() {
    if (!quote) return;
    const iso = localInputToIso(date);
    const content =
      `Reschedule request for ${proposalNumber(quote)}: could we move the event from ` +
      `${formatEventDate(quote.eventDate)} to ${formatEventDate(iso)}?${note.trim() ? `\n${note.trim()}` : ''}`;
    try {
      await send.mutateAsync({ quoteId: quote.id, content });
      notifySuccess('Message sent', 'Your reschedule request is in the conversation about this proposal.');
      onClose();
      navigate(`/messages?quote=${quote.id}`);
    } catch (error) {
      notifyError('Error', errorText(error, 'Could not send your request. Please try again.'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Reschedule ${proposalNumber(quote)}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          Currently {formatEventDate(quote.eventDate)}. Pick the date you would like; we confirm it in your
          messages.
        </Text>
        <EventDateInput
          offer={offer}
          label="New Date & Time"
          value={date}
          onValue={setDate}
          error={problem}
        />
        <Textarea
          label="Note (optional)"
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!date || !!problem} loading={send.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
