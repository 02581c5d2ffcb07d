import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { CREW_ROLE_LABELS, type ShiftOnDay } from '../../../common/shifts/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { atEvent, shiftAnchor, shiftCount, shiftTimes } from './text.ts';
import { useAddUnavailable, useRemoveUnavailable, useUnavailableDays } from './use-shifts.ts';

const dayText = (date: string) =>
  formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/**
 * "Days I can't work": the owner cannot assign me a shift on them (the server refuses with 409). A day
 * I already had shifts on is kept, with a warning naming them.
 */
export function UnavailableDays() {
  const days = useUnavailableDays();
  const add = useAddUnavailable();
  const remove = useRemoveUnavailable();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const today = businessClock(new Date()).date;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!date) return;
    add.mutate(
      { date, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (added) => {
          notifySuccess(
            'Day added',
            // Stored all the same: the shifts already booked that day stay until the owner changes them.
            added.shifts.length === 0
              ? `You are not booked on ${dayText(date)}.`
              : `You have ${shiftCount(added.shifts.length)} that day: ask the owner to change them.`,
          );
          setDate('');
          setReason('');
          setTried(false);
        },
        onError: (error) => notifyError('Error', errorText(error, 'The day could not be added.')),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Days I can't work">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Days I can't work
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Date"
              type="date"
              required
              min={today}
              value={date}
              error={tried && !date ? 'Date is required' : null}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <TextInput
              label="Reason (optional)"
              maxLength={200}
              value={reason}
              style={{ flex: 1, minWidth: 160 }}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button type="submit" loading={add.isPending}>
              Add day
            </Button>
          </Group>
        </form>
        <QueryState
          query={days}
          loadingLabel="Loading your days off"
          errorTitle="Your days could not be loaded"
          compact
        >
          {({ items }) =>
            items.length === 0 ? (
              <Text size="sm" c="dimmed">
                No days marked.
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((day) => (
                  <Group
                    key={day.id}
                    component="li"
                    justify="space-between"
                    align="flex-start"
                    gap="xs"
                    wrap="nowrap"
                  >
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm">
                        <strong>{dayText(day.date)}</strong>
                        {day.reason ? ` · ${day.reason}` : ''}
                      </Text>
                      {day.shifts.length > 0 && <ShiftsThatDay shifts={day.shifts} />}
                    </Stack>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove ${dayText(day.date)}`}
                      loading={remove.isPending && remove.variables === day.id}
                      onClick={() =>
                        remove.mutate(day.id, {
                          onError: (error) =>
                            notifyError('Error', errorText(error, 'The day could not be removed.')),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

/**
 * The warning of a day off on a day already booked: each shift links to its card above, where the
 * person can decline it (or ask the owner to change it).
 */
function ShiftsThatDay({ shifts }: { shifts: ShiftOnDay[] }) {
  return (
    <Text size="sm" c="#9a3412" role="note">
      <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      You have {shiftCount(shifts.length)} that day:{' '}
      {shifts.map((shift, i) => (
        <span key={shift.id}>
          {i > 0 && '; '}
          <Anchor href={`#${shiftAnchor(shift.id)}`} size="sm" c="inherit" underline="always">
            {CREW_ROLE_LABELS[shift.role]} {atEvent(shift.eventName)},{' '}
            {shiftTimes(shift.startsAt, shift.endsAt)}
          </Anchor>
        </span>
      ))}
      .
    </Text>
  );
}
