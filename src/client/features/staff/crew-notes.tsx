import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';
import { eventInSentence } from '../../../common/shifts/event-name.ts';
import { CREW_ROLE_LABELS, type ShiftOnDay, type UnavailableDay } from '../../../common/shifts/schema.ts';
import type { RemoveStaffReply } from '../../../common/staff.ts';

const dayText = (date: string) =>
  formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });
const time = { hour: 'numeric', minute: '2-digit' } as const;
const when = (s: ShiftOnDay) =>
  `${formatBusiness(s.startsAt, { weekday: 'short', month: 'short', day: 'numeric' })}, ${formatBusiness(s.startsAt, time)} – ${formatBusiness(s.endsAt, time)}`;

/** Where the owner plans an event's crew: the proposal's details, or the order's card. */
const eventHref = (s: Pick<ShiftOnDay, 'eventKind' | 'eventId'>) =>
  s.eventKind === 'quote' ? `/proposals?tab=details&quote=${s.eventId}` : `/orders?order=${s.eventId}`;

/** Shifts as links to their events: "Server at the Smith wedding (CC-2027-014), Sat, Jun 12, 4:00 PM – 10:00 PM". */
function ShiftLinks({ shifts }: { shifts: ShiftOnDay[] }) {
  return (
    <Stack gap={2} component="ul" m={0} pl="md">
      {shifts.map((s) => (
        <li key={s.id}>
          <Anchor component={Link} to={eventHref(s)} size="sm" c="inherit" underline="always">
            {CREW_ROLE_LABELS[s.role]} at {eventInSentence(s.eventName)}
          </Anchor>
          <Text span size="sm">
            , {when(s)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * A staff member's coming days off on the Staff page; a day they marked when already booked names
 * those shifts, each a way to its event, where the owner reassigns or opens it.
 */
export function DaysOff({ days }: { days: UnavailableDay[] }) {
  if (days.length === 0) return null;
  const clashing = days.filter((d) => d.shifts.length > 0);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Days off: {days.map((d) => dayText(d.date)).join(', ')}
      </Text>
      {clashing.map((d) => (
        <div key={d.id} role="note">
          <Text size="sm" c="#9a3412">
            <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
            Marked {dayText(d.date)} off with {d.shifts.length} {d.shifts.length === 1 ? 'shift' : 'shifts'}{' '}
            that day:
          </Text>
          <ShiftLinks shifts={d.shifts} />
        </div>
      ))}
    </Stack>
  );
}

/** What a removal did: the person is gone, and the shifts they would have worked are open again. */
export function RemovedNote({
  name,
  reply,
  onClose,
}: {
  name: string;
  reply: RemoveStaffReply;
  onClose: () => void;
}) {
  return (
    <Alert
      color={reply.reopened.length > 0 ? 'orange' : 'sage'}
      title={`${name} was removed`}
      // Mantine's orange title on its tint is 3.6:1: the deeper ink the shift warnings use.
      styles={reply.reopened.length > 0 ? { title: { color: '#9a3412' } } : undefined}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">
          They can no longer sign in. The shifts they worked stay in payroll and in each event's labour cost.
        </Text>
        {reply.reopened.length === 0 ? (
          <Text size="sm">They had no upcoming shifts.</Text>
        ) : (
          <>
            <Text size="sm">
              {reply.reopened.length === 1
                ? 'Their upcoming shift is open again:'
                : `Their ${reply.reopened.length} upcoming shifts are open again:`}
            </Text>
            <ShiftLinks shifts={reply.reopened} />
          </>
        )}
      </Stack>
    </Alert>
  );
}
