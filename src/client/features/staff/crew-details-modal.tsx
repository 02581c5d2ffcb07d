import { Alert, Button, Chip, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fromCents, isMoneyText, toCents } from '../../../common/money.ts';
import { isPhoneNumber } from '../../../common/phone.ts';
import { CREW_ROLE_LABELS, CREW_ROLES, type CrewRole } from '../../../common/shifts/schema.ts';
import type { StaffMember } from '../../../common/staff.ts';
import { errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { memberName } from './roles.ts';
import { useUpdateCrewDetails } from './use-staff.ts';

/**
 * The owner edits a person's crew roles, phone and hourly rate (issue 38 §1): the roles decide which
 * shifts they can be assigned to, the rate what payroll pays; only admins ever see the rate.
 */
export function CrewDetailsModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const [roles, setRoles] = useState<string[]>(member.roles);
  const [phone, setPhone] = useState(member.phone ?? '');
  const [rate, setRate] = useState(
    member.hourlyRateCents === null || member.hourlyRateCents === undefined
      ? ''
      : fromCents(member.hourlyRateCents),
  );
  const [tried, setTried] = useState(false);
  const update = useUpdateCrewDetails();
  const phoneError =
    tried && phone.trim() !== '' && !isPhoneNumber(phone.trim()) ? 'Enter a phone number' : null;
  const rateError =
    tried && rate.trim() !== '' && !isMoneyText(rate.trim()) ? 'Enter an amount such as 22.50' : null;

  const save = () => {
    setTried(true);
    if (
      (phone.trim() !== '' && !isPhoneNumber(phone.trim())) ||
      (rate.trim() !== '' && !isMoneyText(rate.trim()))
    )
      return;
    update.mutate(
      {
        id: member.id,
        body: {
          roles: CREW_ROLES.filter((role) => roles.includes(role)),
          phone: phone.trim() || null,
          hourlyRateCents: rate.trim() ? toCents(rate.trim()) : null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess('Crew details saved', `${memberName(member)}'s roles, phone and rate are saved.`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Crew details: ${memberName(member)}`}>
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={6} id="crew-roles-label">
            Crew roles
          </Text>
          <Chip.Group multiple value={roles} onChange={setRoles}>
            <Group gap="xs" role="group" aria-labelledby="crew-roles-label">
              {CREW_ROLES.map((role: CrewRole) => (
                <Chip key={role} value={role}>
                  {CREW_ROLE_LABELS[role]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="off"
          value={phone}
          error={phoneError}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <TextInput
          label="Hourly rate"
          description="Only admins see it; payroll pays hours × this rate."
          inputMode="decimal"
          leftSection="$"
          value={rate}
          error={rateError}
          onChange={(e) => setRate(e.currentTarget.value)}
        />
        {update.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {errorText(update.error, 'The crew details could not be saved. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
