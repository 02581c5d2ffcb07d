import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { businessClock } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import { CREW_ROLE_LABELS } from '../../../common/shifts/schema.ts';
import type { RemoveStaffReply, StaffMember } from '../../../common/staff.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CrewDetailsModal } from './crew-details-modal.tsx';
import { DaysOff, RemovedNote } from './crew-notes.tsx';
import { memberName } from './roles.ts';
import { useDaysOff, useRemoveStaff, useStaffList } from './use-staff.ts';

/**
 * The crew, each with their roles, phone, rate (issue 38 §1) and coming days off, editable and
 * removable by the owner; a removal says which upcoming shifts opened again.
 */
export function StaffList() {
  const list = useStaffList();
  const remove = useRemoveStaff();
  const daysOff = useDaysOff();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removed, setRemoved] = useState<{ name: string; reply: RemoveStaffReply } | null>(null);
  const today = businessClock(new Date()).date;
  const daysOf = (member: StaffMember) =>
    (daysOff.data?.items ?? []).filter((d) => d.staffId === member.id && d.date >= today);
  const confirmRemove = (member: StaffMember) =>
    modals.openConfirmModal({
      title: `Remove ${memberName(member)}?`,
      children: (
        <Text size="sm">
          They are signed out everywhere and can no longer sign in. The shifts they worked stay in payroll;
          their upcoming shifts open again for you to fill.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: (reply) => {
            notifySuccess('Staff member removed', `${member.username} can no longer sign in.`);
            setRemoved({ name: memberName(member), reply });
          },
          onError: () => notifyError('Error', 'The staff member could not be removed. Please try again.'),
        }),
    });
  return (
    <Stack component="section" aria-label="Staff members" gap="sm">
      <Title order={2} fz="lg">
        Staff members
      </Title>
      {removed && <RemovedNote {...removed} onClose={() => setRemoved(null)} />}
      {list.isPending && <Skeleton height={64} radius="lg" />}
      {list.isError && <Alert color="red" icon={<IconAlertCircle />} title="Staff could not be loaded" />}
      {list.data?.staff.length === 0 && <Text c="dimmed">No staff yet: invite the first above.</Text>}
      {list.data?.staff.map((member) => (
        <Paper
          key={member.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={`Staff member ${member.username}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={700}>{memberName(member)}</Text>
                <Badge variant="light" color={member.signedIn ? 'sage' : 'gray'}>
                  {member.signedIn ? 'Active' : 'Invited'}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {member.username} · {member.email}
                {member.phone ? ` · ${member.phone}` : ''}
              </Text>
              <Group gap={6} aria-label="Crew roles">
                {member.roles.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No crew roles yet
                  </Text>
                ) : (
                  member.roles.map((role) => (
                    <Badge key={role} variant="outline" radius="xl" tt="none">
                      {CREW_ROLE_LABELS[role]}
                    </Badge>
                  ))
                )}
                <Text size="sm" c="dimmed">
                  {member.hourlyRateCents === null
                    ? '· No rate'
                    : `· ${formatCents(member.hourlyRateCents)}/hour`}
                </Text>
              </Group>
              <DaysOff days={daysOf(member)} />
            </Stack>
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit crew details of ${member.username}`}
                onClick={() => setEditing(member)}
              >
                Edit
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                aria-label={`Remove ${member.username}`}
                loading={remove.isPending && remove.variables === member.id}
                onClick={() => confirmRemove(member)}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      {editing && <CrewDetailsModal member={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
