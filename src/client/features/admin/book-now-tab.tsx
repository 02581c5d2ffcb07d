import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BookNowFormSchema, type SiteSwitches } from '../../../common/switches/schema.ts';
import { longDate } from '../../../common/switches/text.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useSaveSwitches } from './use-admin.ts';

type BookNow = SiteSwitches['bookNow'];
const limit = (value: string | number) => (value === '' ? null : Number(value));

/** Booking rules the server enforces on quotes, checkout orders and dinner pickups. */
export function BookNowTab({ bookNow }: { bookNow: BookNow }) {
  const save = useSaveSwitches();
  const form = useForm<BookNow>({ initialValues: bookNow, validate: zodValidate(BookNowFormSchema) });
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const blackouts = form.values.blackoutDates;

  const addBlackout = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || blackouts.some((b) => b.date === date)) return;
    const next = [...blackouts, { date, ...(reason.trim() ? { reason: reason.trim() } : {}) }];
    form.setFieldValue(
      'blackoutDates',
      next.sort((a, b) => a.date.localeCompare(b.date)),
    );
    setDate('');
    setReason('');
  };

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate({ bookNow: values }), focusFirstError)}>
      <Stack gap="lg" maw={860}>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="h4" mb="md">
            Online booking
          </Title>
          <Switch
            size="md"
            label="Take bookings online"
            description="Off pauses quote requests, checkout orders and dinner pickups."
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Textarea
            mt="md"
            label="Message while paused"
            autosize
            minRows={2}
            {...form.getInputProps('pausedMessage')}
          />
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="h4" mb="md">
            Lead time and capacity
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Minimum lead time (hours)"
              description="Earlier catering events are refused; the quote form needs at least 24"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('minLeadHours')}
            />
            <NumberInput
              label="Recommended lead time (hours)"
              description="Shown in the booking forms and the FAQ"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('recommendedLeadHours')}
            />
            <NumberInput
              label="Maximum catering events per day"
              description="Leave empty for no limit"
              min={1}
              allowDecimal={false}
              value={form.values.maxEventsPerDay ?? ''}
              onChange={(v) => form.setFieldValue('maxEventsPerDay', limit(v))}
              error={form.errors.maxEventsPerDay}
            />
            <NumberInput
              label="Maximum dinner pickups per 15-minute slot"
              description="Leave empty for no limit"
              min={1}
              allowDecimal={false}
              value={form.values.maxDinnerPickupsPerSlot ?? ''}
              onChange={(v) => form.setFieldValue('maxDinnerPickupsPerSlot', limit(v))}
              error={form.errors.maxDinnerPickupsPerSlot}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} fz="h4">
            Blackout dates
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            No bookings on these days. The reason, if any, is shown to customers.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="Date"
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              label="Reason (optional)"
              value={reason}
              maxLength={120}
              onChange={(e) => setReason(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addBlackout}
              disabled={!date}
            >
              Add date
            </Button>
          </Group>
          {blackouts.length === 0 ? (
            <Text c="dimmed" size="sm" mt="md">
              No blackout dates.
            </Text>
          ) : (
            <Stack
              gap={6}
              mt="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Blackout dates"
            >
              {blackouts.map((b) => (
                <Group key={b.date} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    <b>{longDate(b.date)}</b> ({b.date}){b.reason ? ` · ${b.reason}` : ''}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${b.date}`}
                    onClick={() =>
                      form.setFieldValue(
                        'blackoutDates',
                        blackouts.filter((x) => x.date !== b.date),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save booking rules
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
