import { Radio, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import {
  earliestEventDate,
  fromBusinessInputValue,
  LEAD_TIME_HOURS,
  LEAD_TIME_MESSAGE,
  MIN_GUESTS,
  MIN_GUESTS_MESSAGE,
  PACKAGE_INFO,
  type PackageKey,
  toBusinessInputValue,
} from '../../../common/quotes.ts';
import { useDateProblem } from '../features/use-availability.ts';
import { useFeatures } from '../features/use-features.ts';

/** Date inputs show and mean the business's clock (America/New_York), wherever the browser is. */
export const toLocalInputValue = toBusinessInputValue;
export const localInputToIso = fromBusinessInputValue;

/** The spec's submit-time checks, so the person hears about them before the server says the same. */
export function quoteRuleError(guestCount: string, eventDate: string): string | null {
  const guests = Number(guestCount);
  if (!/^\d+$/.test(guestCount) || !Number.isInteger(guests) || guests < MIN_GUESTS)
    return MIN_GUESTS_MESSAGE;
  const iso = localInputToIso(eventDate);
  if (!iso || Date.parse(iso) < earliestEventDate().getTime()) return LEAD_TIME_MESSAGE;
  return null;
}

/** Keeps digits only, as the spec's guest count field does. */
export function GuestCountInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void },
) {
  const { onValue, ...rest } = props;
  return (
    <TextInput
      label="Number of Guests"
      placeholder="50 minimum for event quotes"
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      maxLength={5}
      onChange={(event) => onValue(event.currentTarget.value.replace(/\D/g, ''))}
      {...rest}
    />
  );
}

/**
 * A native date-and-time picker. Its minimum and the lead times it names follow the Feature
 * Manager's Book Now rules; a blackout or fully booked date is refused as soon as it is chosen
 * (a native picker cannot grey out single days), with the words the server would answer.
 */
export function EventDateInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void },
) {
  const { onValue, error, ...rest } = props;
  const { minLeadHours, recommendedLeadHours } = useFeatures().bookNow;
  const dateProblem = useDateProblem();
  const soonest = new Date(Date.now() + Math.max(minLeadHours, LEAD_TIME_HOURS) * 3_600_000);
  const chosenDay = typeof rest.value === 'string' ? rest.value.slice(0, 10) : null;
  return (
    <TextInput
      type="datetime-local"
      label="Event Date & Time"
      withAsterisk
      min={toLocalInputValue(soonest)}
      description={`Eastern Time. Please book at least ${recommendedLeadHours} hours ahead; the earliest we can take is ${Math.max(minLeadHours, LEAD_TIME_HOURS)} hours from now.`}
      onChange={(event) => onValue(event.currentTarget.value)}
      error={error || dateProblem(chosenDay)}
      {...rest}
    />
  );
}

/** Catering options as large radio cards with their per-person prices. */
export function PackageChoice({
  value,
  onChange,
  packages,
}: {
  value: string;
  onChange: (value: PackageKey) => void;
  packages: readonly PackageKey[];
}) {
  return (
    <Radio.Group
      label="Catering Option"
      withAsterisk
      value={value}
      onChange={(next) => onChange(next as PackageKey)}
    >
      <SimpleGrid cols={{ base: 1, sm: packages.length > 2 ? 3 : 2 }} mt="xs">
        {packages.map((key) => {
          const info = PACKAGE_INFO[key];
          return (
            <Radio.Card key={key} value={key} radius="md" p="md" withBorder>
              <Stack gap={4}>
                <Radio.Indicator />
                <Text fw={700}>{info.label}</Text>
                <Text size="sm" c="ember.8" fw={600}>
                  {info.perPerson === null ? 'Priced for you' : `$${info.perPerson} per person`}
                </Text>
                <Text size="sm" c="dimmed">
                  {info.summary}
                </Text>
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
