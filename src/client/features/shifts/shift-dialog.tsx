import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  addDays,
  businessClock,
  businessInstant,
  fromBusinessInputValue,
  toBusinessInputValue,
} from '../../../common/business-time.ts';
import type { CrewRole, EventKind, Shift } from '../../../common/shifts/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { memberName, roleOptions, useStaffList } from '../staff/index.ts';
import { useSaveShift, useUnavailableDays } from './use-shifts.ts';

type Props = {
  event: { kind: EventKind; id: number };
  /** The shift to change, or null to add one. */
  shift: Shift | null;
  /** Where a new shift starts: the event's own start. */
  defaultStart: string | null;
  onClose: () => void;
};

const clockOf = (iso: string | null) => (iso ? businessClock(new Date(iso)) : null);
const inputOf = (iso: string | null) => (iso ? toBusinessInputValue(new Date(iso)) : '');

/**
 * Adds or changes a shift, and assigns it to someone with that role. The server refuses a double
 * booking or a day off with 409 and names the other event: the dialog shows its words and stays open.
 */
export function ShiftDialog({ event, shift, defaultStart, onClose }: Props) {
  const start = clockOf(shift?.startsAt ?? defaultStart);
  const end = clockOf(shift?.endsAt ?? null);
  const [role, setRole] = useState<CrewRole | null>(shift?.role ?? null);
  const [date, setDate] = useState(start?.date ?? '');
  const [startTime, setStartTime] = useState(start?.time ?? '');
  const [endTime, setEndTime] = useState(end?.time ?? '');
  const [staffId, setStaffId] = useState<string | null>(shift?.staffId ? String(shift.staffId) : null);
  const [tried, setTried] = useState(false);
  // What the person really worked, recorded by the owner when they did not clock in or out themselves.
  const [actualStart, setActualStart] = useState(inputOf(shift?.actualStartsAt ?? null));
  const [actualEnd, setActualEnd] = useState(inputOf(shift?.actualEndsAt ?? null));
  const staff = useStaffList();
  const save = useSaveShift(event);

  const daysOff = useUnavailableDays();
  const people = (staff.data?.staff ?? []).filter((member) => role !== null && member.roles.includes(role));
  // A worked shift of someone since removed from the staff: their name stays shown (no longer choosable).
  const formerAssignee =
    shift?.staffId && staff.isSuccess && !staff.data.staff.some((m) => m.id === shift.staffId)
      ? [{ value: String(shift.staffId), label: `${shift.staffName ?? 'Removed'} · removed`, disabled: true }]
      : [];
  // The server refuses a day off (409 STAFF_UNAVAILABLE): the list says so before the owner tries.
  const offThatDay = new Set(
    (daysOff.data?.items ?? []).filter((d) => d.date === date).map((d) => d.staffId),
  );
  const missing = (value: string | null, label: string) => (tried && !value ? `${label} is required` : null);

  const submit = () => {
    setTried(true);
    if (!role || !date || !startTime || !endTime) return;
    const startsAt = businessInstant(date, startTime);
    // A shift that ends at or before its start runs past midnight.
    const endDate = endTime <= startTime ? addDays(date, 1) : date;
    const endsAt = businessInstant(endDate, endTime);
    save.mutate(
      {
        ...(shift ? { id: shift.id } : {}),
        body: {
          role,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          staffId: staffId ? Number(staffId) : null,
          // Sent only when the owner changed them: a save of the times alone records nothing worked.
          ...(actualStart !== inputOf(shift?.actualStartsAt ?? null)
            ? { actualStartsAt: fromBusinessInputValue(actualStart) }
            : {}),
          ...(actualEnd !== inputOf(shift?.actualEndsAt ?? null)
            ? { actualEndsAt: fromBusinessInputValue(actualEnd) }
            : {}),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(shift ? 'Shift saved' : 'Shift added');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={shift ? 'Edit shift' : 'Add a shift'}>
      <Stack>
        <Select
          label="Role"
          required
          data={roleOptions}
          value={role}
          error={missing(role, 'Role')}
          onChange={(value) => {
            setRole(value as CrewRole | null);
            setStaffId(null);
          }}
        />
        <TextInput
          label="Date"
          type="date"
          required
          value={date}
          error={missing(date, 'Date')}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Starts"
            type="time"
            required
            value={startTime}
            error={missing(startTime, 'Start')}
            onChange={(e) => setStartTime(e.currentTarget.value)}
          />
          <TextInput
            label="Ends"
            type="time"
            required
            value={endTime}
            error={missing(endTime, 'End')}
            onChange={(e) => setEndTime(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Select
          label="Assigned to"
          placeholder={role ? 'Open (nobody yet)' : 'Choose a role first'}
          description={
            role && staff.isSuccess && people.length === 0
              ? 'Nobody has this role yet: set it on the Staff page.'
              : undefined
          }
          disabled={!role}
          clearable
          data={formerAssignee.concat(
            people.map((member) => {
              // The person already on this shift stays choosable: a day off marked after they were booked.
              const off = offThatDay.has(member.id) && member.id !== shift?.staffId;
              return {
                value: String(member.id),
                label: off ? `${memberName(member)} · day off` : memberName(member),
                disabled: off,
              };
            }),
          )}
          value={staffId}
          onChange={setStaffId}
        />
        {shift?.staffId && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Actual start"
              description="When they clocked in"
              type="datetime-local"
              value={actualStart}
              onChange={(e) => setActualStart(e.currentTarget.value)}
            />
            <TextInput
              label="Actual end"
              description="When they clocked out"
              type="datetime-local"
              value={actualEnd}
              onChange={(e) => setActualEnd(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {errorText(save.error, 'The shift could not be saved. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {shift ? 'Save shift' : 'Add shift'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
