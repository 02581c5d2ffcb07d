import { Alert, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { BusinessIdentity } from '../../../common/business.ts';
import { formatTime12, WEEKDAYS, type Weekday } from '../../../common/business-time.ts';
import { dayLabel, pickupHoursProblem, sortedPickupDays } from '../../../common/offer/pickup-hours.ts';
import type { Offer } from '../../../common/offer/types.ts';

type OfferFormApi = Pick<ReturnType<typeof useForm<Offer>>, 'values' | 'errors' | 'setFieldValue'>;

/** Every quarter hour of the day, as pickup hours may start and end on them. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => {
  const time = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value: time, label: formatTime12(time) };
});

/**
 * Dinner pickup hours (issue 30 §4, docs/decisions/0087): a window on each day with pickups, inside
 * the posted business hours. The same check as the server's runs as the owner types.
 */
export function PickupHoursFields({
  form,
  business,
}: {
  form: OfferFormApi;
  business: Pick<BusinessIdentity, 'hours'>;
}) {
  const hours = form.values.dinnerPickup.hours;
  const set = (next: typeof hours) => form.setFieldValue('dinnerPickup.hours', sortedPickupDays(next));
  const toggle = (day: Weekday, on: boolean) =>
    set(on ? [...hours, { day, from: '16:00', to: '18:00' }] : hours.filter((p) => p.day !== day));
  const change = (day: Weekday, part: 'from' | 'to', time: string | null) => {
    if (time) set(hours.map((p) => (p.day === day ? { ...p, [part]: time } : p)));
  };
  const problem =
    (form.errors['dinnerPickup.hours'] as string | undefined) ?? pickupHoursProblem(hours, business.hours);
  const posted = business.hours.map((h) => `${h.days}: ${h.time}`).join('; ');

  return (
    <>
      <Title order={3} fz="h4">
        Dinner pickup hours
      </Title>
      <Text size="sm" c="dimmed">
        The dinner page offers pickup times every 15 minutes within these hours, and the order form takes no
        other. They must lie within your business hours{posted ? ` (${posted})` : ''}.
      </Text>
      <Stack gap="xs" data-path="dinnerPickup.hours" tabIndex={-1}>
        {WEEKDAYS.map((day) => {
          const index = hours.findIndex((p) => p.day === day);
          const pickup = hours[index];
          const error = (part: 'from' | 'to') =>
            form.errors[`dinnerPickup.hours.${index}.${part}`] as string | undefined;
          return (
            <Group key={day} gap="sm" align="flex-start" wrap="wrap">
              <Checkbox
                w={130}
                mt={8}
                label={dayLabel(day)}
                checked={pickup !== undefined}
                onChange={(e) => toggle(day, e.currentTarget.checked)}
              />
              {pickup ? (
                // The two times stay together: on a phone they wrap below the day as one row.
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Select
                    aria-label={`${dayLabel(day)} pickups from`}
                    w={120}
                    data={QUARTER_HOURS}
                    value={pickup.from}
                    allowDeselect={false}
                    onChange={(time) => change(day, 'from', time)}
                    error={error('from')}
                  />
                  <Text mt={8}>to</Text>
                  <Select
                    aria-label={`${dayLabel(day)} pickups until`}
                    w={120}
                    data={QUARTER_HOURS}
                    value={pickup.to}
                    allowDeselect={false}
                    onChange={(time) => change(day, 'to', time)}
                    error={error('to')}
                  />
                </Group>
              ) : (
                <Text mt={8} c="dimmed" size="sm">
                  No dinner pickups
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
