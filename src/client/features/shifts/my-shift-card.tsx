import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconCheck,
  IconClockPlay,
  IconClockStop,
  IconMapPin,
  IconX,
} from '@tabler/icons-react';
import { businessClock } from '../../../common/business-time.ts';
import { CREW_ROLE_LABELS, type MyShift } from '../../../common/shifts/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { responseBadge, responseLabel, shiftAnchor, shiftDay, shiftTimes } from './text.ts';
import { useClock, useRespond } from './use-shifts.ts';

const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  }).format(new Date(iso));

/**
 * One of my shifts: the event, role, day, times and place; I accept or decline it, and on the day
 * of an accepted shift I clock in and out from my phone.
 */
export function MyShiftCard({ shift, dayOff = false }: { shift: MyShift; dayOff?: boolean }) {
  const respond = useRespond();
  const clock = useClock();
  const name = shift.eventName;
  const role = CREW_ROLE_LABELS[shift.role];
  const today = businessClock(new Date()).date;
  const onTheDay = businessClock(new Date(shift.startsAt)).date === today;
  // A shift that is over is not answered any more (the owner records its hours): no Accept on it.
  const over = Date.parse(shift.endsAt) < Date.now();
  const answer = (response: 'accepted' | 'declined') =>
    respond.mutate(
      { id: shift.id, response },
      {
        onSuccess: () =>
          notifySuccess(
            response === 'accepted' ? 'Shift accepted' : 'Shift declined',
            response === 'accepted' ? `See you at ${name}.` : 'The owner sees the shift as open again.',
          ),
        onError: (error) =>
          notifyError('Error', errorText(error, 'Your answer was not saved. Please try again.')),
      },
    );
  // A decline hands the shift back: it leaves this list and the owner fills it with someone else.
  const confirmDecline = () =>
    modals.openConfirmModal({
      title: `Decline the ${role.toLowerCase()} shift?`,
      children: (
        <Text size="sm">
          {name}, {shiftDay(shift.startsAt)}: the shift goes back to the owner as open and leaves your list.
        </Text>
      ),
      labels: { confirm: 'Decline shift', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => answer('declined'),
    });
  const clockAction = (action: 'in' | 'out') =>
    clock.mutate(
      { id: shift.id, action },
      {
        onSuccess: () => notifySuccess(action === 'in' ? 'Clocked in' : 'Clocked out'),
        onError: (error) =>
          notifyError('Error', errorText(error, 'The time was not recorded. Please try again.')),
      },
    );
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      id={shiftAnchor(shift.id)}
      aria-label={`${role} at ${name}`}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text size="sm">{role}</Text>
          </div>
          {/* The answer's word whole: a long event name wraps instead of squeezing the badge. */}
          {/* A shift that is over waits on nobody: it says so rather than "Waiting". */}
          {over ? (
            <Badge variant="light" color="gray" c="#374151" style={{ flexShrink: 0 }}>
              {shift.actualEndsAt ? 'Worked' : 'Over'}
            </Badge>
          ) : (
            <Badge variant="light" style={{ flexShrink: 0 }} {...responseBadge(shift.response)}>
              {responseLabel(shift.response)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {shiftDay(shift.startsAt)} · {shiftTimes(shift.startsAt, shift.endsAt)}
        </Text>
        {shift.location && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              {shift.location}
            </Text>
          </Group>
        )}
        {/* The day-off warning on the card itself, where Decline is (decision 0117: a warning, not a refusal). */}
        {dayOff && !over && (
          <Text size="sm" c="#9a3412" role="note">
            <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
            You marked this day off: decline the shift or tell the owner.
          </Text>
        )}
        {(shift.actualStartsAt || shift.actualEndsAt) && (
          <Text size="sm" c="dimmed">
            {shift.actualStartsAt && `Clocked in ${clockTime(shift.actualStartsAt)}`}
            {shift.actualEndsAt && ` · out ${clockTime(shift.actualEndsAt)}`}
          </Text>
        )}
        <Group gap="xs" grow>
          {shift.response !== 'accepted' && !over && (
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={respond.isPending && respond.variables?.response === 'accepted'}
              onClick={() => answer('accepted')}
            >
              Accept
            </Button>
          )}
          {shift.response !== 'declined' && !shift.actualStartsAt && !over && (
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              loading={respond.isPending && respond.variables?.response === 'declined'}
              onClick={confirmDecline}
            >
              Decline
            </Button>
          )}
        </Group>
        {onTheDay && shift.response === 'accepted' && !shift.actualEndsAt && (
          <Button
            color={shift.actualStartsAt ? 'red' : 'sage'}
            leftSection={
              shift.actualStartsAt ? (
                <IconClockStop size={16} aria-hidden />
              ) : (
                <IconClockPlay size={16} aria-hidden />
              )
            }
            loading={clock.isPending}
            onClick={() => clockAction(shift.actualStartsAt ? 'out' : 'in')}
          >
            {shift.actualStartsAt ? 'Clock out' : 'Clock in'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
