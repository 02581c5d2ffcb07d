import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { CREW_ROLE_LABELS, type EventKind, type Shift } from '../../../common/shifts/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { ShiftDialog } from './shift-dialog.tsx';
import { responseBadge, responseLabel, shiftDay, shiftTimes } from './text.ts';
import { useEventShifts, useFillShifts, useRemoveShift, useUnavailableDays } from './use-shifts.ts';

type Props = {
  kind: EventKind;
  id: number;
  /** The event's start: where a new shift's date begins. */
  startsAt: string | null;
};

/**
 * An event's crew (issue 38 §2) for the owner: its shifts (role, who or "Open", times, answer),
 * "Fill from suggestions" for the open shifts the event needs, and each shift added, changed,
 * assigned or removed.
 */
export function CrewPanel({ kind, id, startsAt }: Props) {
  const event = { kind, id };
  const shifts = useEventShifts(event);
  const fill = useFillShifts(event);
  const remove = useRemoveShift();
  // Shifts whose person marked the day off after being booked (the day off's warning, owner's side).
  const daysOff = useUnavailableDays();
  const onDayOff = new Set((daysOff.data?.items ?? []).flatMap((d) => d.shifts.map((s) => s.id)));
  const [editing, setEditing] = useState<Shift | 'new' | null>(null);

  const fillFromSuggestions = () =>
    fill.mutate(undefined, {
      onSuccess: () => notifySuccess('Crew suggested', 'The open shifts this event needs are added.'),
      onError: (error) => notifyError('Error', errorText(error, 'The suggestions could not be added.')),
    });
  const confirmRemove = (shift: Shift) =>
    modals.openConfirmModal({
      title: `Remove this ${CREW_ROLE_LABELS[shift.role].toLowerCase()} shift?`,
      children: (
        <Text size="sm">
          {shift.staffName
            ? `${shift.staffName} is told by mail that the shift is cancelled.`
            : 'The open shift goes from the event.'}
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(shift.id, {
          onSuccess: () => notifySuccess('Shift removed'),
          onError: (error) => notifyError('Error', errorText(error, 'The shift could not be removed.')),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Crew">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md">
          Crew
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSparkles size={14} aria-hidden />}
            loading={fill.isPending}
            onClick={fillFromSuggestions}
          >
            Fill from suggestions
          </Button>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Add shift
          </Button>
        </Group>
      </Group>
      <QueryState
        query={shifts}
        loadingLabel="Loading the crew"
        errorTitle="The crew could not be loaded"
        compact
      >
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed" size="sm">
              No shifts yet: fill from suggestions, or add one.
            </Text>
          ) : (
            <Stack gap="xs">
              {items.map((shift) => (
                <ShiftRow
                  key={shift.id}
                  shift={shift}
                  dayOff={onDayOff.has(shift.id)}
                  onEdit={() => setEditing(shift)}
                  onRemove={() => confirmRemove(shift)}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {fill.isError && (
        <Alert color="red" mt="sm" role="alert">
          {errorText(fill.error, 'The suggestions could not be added.')}
        </Alert>
      )}
      {editing && (
        <ShiftDialog
          event={event}
          shift={editing === 'new' ? null : editing}
          defaultStart={startsAt}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

function ShiftRow({
  shift,
  dayOff,
  onEdit,
  onRemove,
}: {
  shift: Shift;
  /** Its person marked the day off after being booked: the owner reassigns or opens it. */
  dayOff: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const role = CREW_ROLE_LABELS[shift.role];
  const who = shift.staffId === null ? 'Open' : (shift.staffName ?? 'Assigned');
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={`${role} shift: ${who}`}
      role="group"
    >
      <div>
        <Group gap="xs">
          <Text fw={700}>{role}</Text>
          <Text
            c={shift.staffId === null ? 'dimmed' : undefined}
            fs={shift.staffId === null ? 'italic' : undefined}
          >
            {who}
          </Text>
          {shift.staffId === null && shift.declinedByName && (
            <Badge variant="light" color="red" c="#991b1b">
              Declined by {shift.declinedByName}
            </Badge>
          )}
          {shift.staffId !== null && (
            <Badge variant="light" {...responseBadge(shift.response)}>
              {responseLabel(shift.response)}
            </Badge>
          )}
          {shift.staffId !== null && dayOff && (
            <Badge variant="light" color="orange" c="#9a3412">
              Marked the day off
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {shiftDay(shift.startsAt)} · {shiftTimes(shift.startsAt, shift.endsAt)}
        </Text>
      </div>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit the ${role} shift (${who})`}>
          {shift.staffId === null ? 'Assign' : 'Edit'}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onRemove}
          aria-label={`Remove the ${role} shift (${who})`}
        >
          Remove
        </Button>
      </Group>
    </Group>
  );
}
