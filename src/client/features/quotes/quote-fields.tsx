import { Radio, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { fromBusinessInputValue, toBusinessInputValue } from '../../../common/business-time.ts';
import {
  type CreateQuoteBody,
  CreateQuoteBodySchema,
  type EventType,
  FutureEventDateSchema,
  LEAD_TIME_HOURS,
  PACKAGE_INFO,
  type PackageKey,
} from '../../../common/quotes.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useDateProblem } from '../features/use-availability.ts';
import { useFeatures } from '../features/use-features.ts';

/** Date inputs show and mean the business's clock (America/New_York), wherever the browser is. */
export const toLocalInputValue = toBusinessInputValue;
export const localInputToIso = fromBusinessInputValue;

/** What the quote wizard and the /quote page hold: text as typed, the date on the business's clock. */
export type QuoteFormValues = {
  eventType: EventType | '';
  guestCount: string;
  eventDate: string;
  venue: string;
  menuPackage: PackageKey;
  notes: string;
  budget: string | number;
  contact?: { name: string; email: string; phone: string };
};

/** The one body both quote forms send to POST /api/quotes; contact details only for visitors. */
export function quoteBody(values: QuoteFormValues): CreateQuoteBody {
  return {
    eventType: values.eventType as EventType,
    // A date the input cannot read goes as typed, and the shared schema refuses it.
    eventDate: localInputToIso(values.eventDate) ?? values.eventDate,
    guestCount: Number(values.guestCount),
    venue: values.venue || null,
    menuPackage: values.menuPackage,
    notes: values.notes || null,
    budget: values.budget === '' ? null : Number(values.budget),
    ...(values.contact
      ? {
          contactName: values.contact.name,
          contactEmail: values.contact.email,
          contactPhone: values.contact.phone,
        }
      : {}),
  };
}

const validateQuote = zodValidate(CreateQuoteBodySchema);

/**
 * The server's own rules (CreateQuoteBodySchema: 50 guests, 24 hours ahead, email and phone shapes) on
 * the body the form would send, so the person hears about them before the server says the same.
 */
export function quoteErrors(values: QuoteFormValues): Record<string, string> {
  const errors = validateQuote(quoteBody(values));
  if (values.contact && !values.contact.name.trim()) errors.contactName = 'Please tell us your name';
  return errors;
}

/** The 24-hour lead time on a date input's value (the shared FutureEventDateSchema), or null. */
export function eventDateError(value: string): string | null {
  const result = FutureEventDateSchema.safeParse(localInputToIso(value) ?? value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid date and time');
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
