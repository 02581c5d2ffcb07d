import { Radio, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { PublicUser } from '../../../common/auth.ts';
import {
  businessClock,
  fromBusinessInputValue,
  toBusinessInputValue,
} from '../../../common/business-time.ts';
import { type LeadTimes, leadTimeProblem, soonestEventStart } from '../../../common/lead-time.ts';
import {
  dishChoiceText,
  guestCountPlaceholder,
  guestCountProblem,
  type Offer,
  packageGuests,
  packagePrice,
  quoteMinimumGuests,
  replyWithin,
} from '../../../common/offer/text.ts';
import { latestEventDate } from '../../../common/orders/schedule.ts';
import {
  type CreateQuoteBody,
  type EventType,
  FutureEventDateSchema,
  type MenuPackage,
} from '../../../common/quotes/schema.ts';
import { useOfferedPackages } from '../../lib/use-offered-packages.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { useCalendarPicker } from '../../ui/calendar-picker.tsx';
import { useAvailability } from '../switches/index.ts';

export type PackageKey = MenuPackage;

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
  /** The package's chosen dishes (menu item ids), when it includes a choice. */
  dishes?: number[];
  discountCode?: string;
  contact?: { name: string; email: string; phone: string };
};

/** A fresh quote form, with what the link that opened it chose (a package, its dishes, an event type). */
export function emptyQuoteForm(
  prefill: Partial<Pick<QuoteFormValues, 'eventType' | 'menuPackage' | 'dishes'>> = {},
): Required<Pick<QuoteFormValues, 'dishes'>> & Omit<QuoteFormValues, 'dishes' | 'contact' | 'discountCode'> {
  return {
    eventType: prefill.eventType ?? '',
    guestCount: '',
    eventDate: '',
    venue: '',
    menuPackage: prefill.menuPackage ?? 'full-service',
    dishes: prefill.dishes ?? [],
    notes: '',
    budget: '',
  };
}

export type ContactValues = { name: string; email: string; phone: string };

/**
 * The signed-in person's contact details from their profile (name, email, phone), only where the
 * form is still blank: what the person typed is never overwritten (issue 34 §6).
 */
export function fillContact(
  typed: ContactValues,
  user: Pick<PublicUser, 'fullName' | 'email' | 'phone'> | null | undefined,
): ContactValues {
  if (!user) return typed;
  return {
    name: typed.name || user.fullName || '',
    email: typed.email || user.email,
    phone: typed.phone || user.phone || '',
  };
}

/**
 * "Your contact details": a visitor types them; a signed-in client finds their profile's filled in
 * and may change the name and phone (the account's email is where the proposal goes).
 */
export function ContactFields({
  value,
  onChange,
  signedIn,
  errors = {},
}: {
  value: ContactValues;
  onChange: (next: ContactValues) => void;
  signedIn: boolean;
  errors?: Partial<Record<keyof ContactValues, string | null | undefined>>;
}) {
  const set = (key: keyof ContactValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: event.currentTarget.value });
  return (
    <Stack gap="sm">
      <Text fw={700}>Your contact details</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Full Name"
          autoComplete="name"
          withAsterisk={!signedIn}
          value={value.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk={!signedIn}
          readOnly={signedIn}
          description={signedIn ? "Your account's email" : undefined}
          // The note under the box, so the three boxes stay on one line beside each other.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          withAsterisk={!signedIn}
          value={value.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The one body both quote forms send to POST /api/quotes, with the contact details the form shows. */
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
    ...(values.dishes && values.dishes.length > 0 ? { dishes: values.dishes } : {}),
    ...(values.discountCode ? { discountCode: values.discountCode } : {}),
    // Blank is none: a signed-in client may leave the phone out (the account's email and name stand).
    ...(values.contact
      ? {
          contactName: values.contact.name || null,
          contactEmail: values.contact.email || null,
          contactPhone: values.contact.phone || null,
        }
      : {}),
  };
}

/** The shared FutureEventDateSchema (a real date, not past, within the horizon) on a date input's value, or null. */
function eventDateError(value: string): string | null {
  const result = FutureEventDateSchema.safeParse(localInputToIso(value) ?? value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid date and time');
}

/** The guest-count rule of the chosen kind of order (from the offer), before the server says the same. */
export function guestRuleError(offer: Offer, menuPackage: string, guestCount: string): string | null {
  // Blank or 0 is below every package's minimum: the chosen package's own message, as the server's.
  const guests = /^\d+$/.test(guestCount) ? Number(guestCount) : 0;
  return guestCountProblem(offer, menuPackage, guests);
}

/** The shared schema's date rules, then the admin's minimum lead time, in the server's words. */
export function dateRuleError(eventDate: string, lead: LeadTimes): string | null {
  const iso = localInputToIso(eventDate);
  const leadProblem = iso ? leadTimeProblem(lead, { startsAt: new Date(iso) }, new Date()) : null;
  return eventDateError(eventDate) ?? leadProblem;
}

/** The spec's submit-time checks, so the person hears about them before the server says the same. */
export function quoteRuleError(
  offer: Offer,
  menuPackage: string,
  guestCount: string,
  eventDate: string,
  lead: LeadTimes,
) {
  return guestRuleError(offer, menuPackage, guestCount) ?? dateRuleError(eventDate, lead);
}

/** Keeps digits only, as the spec's guest count field does. */
/** The venue's ZIP for a delivered package: its zone's fee is on the estimate and the proposal. */
export function VenueZipInput(props: TextInputProps) {
  return (
    <TextInput
      label="Delivery ZIP code"
      description="We deliver the package to your venue: its ZIP sets the delivery fee."
      placeholder="19103"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      {...props}
    />
  );
}

export function GuestCountInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void; offer: Offer },
) {
  const { onValue, offer, ...rest } = props;
  return (
    <TextInput
      label="Number of Guests"
      placeholder={guestCountPlaceholder(offer)}
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      maxLength={5}
      onChange={(event) => onValue(event.currentTarget.value.replace(/\D/g, ''))}
      {...rest}
    />
  );
}

/** The time a date picked in the calendar gets: the one typed already, else 6pm, never sooner than allowed. */
function timeForPickedDate(date: string, typed: string, soonest: Date): string {
  const time = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})$/.exec(typed)?.[1] ?? '18:00';
  const earliest = businessClock(soonest);
  if (date !== earliest.date || time >= earliest.time) return time;
  // The first half hour after the soonest moment, on that same day.
  const [h, m] = earliest.time.split(':').map(Number) as [number, number];
  const next = Math.min(23 * 60 + 30, Math.ceil((h * 60 + m + 1) / 30) * 30);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}

/**
 * The event's date and time: a native date-and-time input (what people type in, and what tests
 * fill) with a calendar button beside it that disables blackout, fully booked and too-soon days.
 * Its minimum and the lead times it names follow the Feature Manager's Book Now rules; a typed
 * closed, full or too-soon date is marked at once with the words the server would answer.
 */
export function EventDateInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void; offer: Offer },
) {
  const { onValue, error, offer: _offer, ...rest } = props;
  const lead = useSwitches().bookNow;
  const { minLeadHours: leadHours, recommendedLeadHours } = lead;
  const availability = useAvailability('event');
  const soonest = soonestEventStart(lead, new Date());
  const typed = typeof rest.value === 'string' ? rest.value : '';
  const chosenDay = typed.slice(0, 10) || null;
  const chosenAt = localInputToIso(typed);
  // The admin's minimum lead time, in the words and numbers the server's refusal would use.
  const leadProblem = chosenAt ? leadTimeProblem(lead, { startsAt: new Date(chosenAt) }, new Date()) : null;
  // The booking horizon (2 years): the server refuses later days, so neither input offers them.
  const latest = latestEventDate(new Date());
  const calendar = useCalendarPicker({
    value: chosenDay,
    today: businessClock(new Date()).date,
    min: businessClock(soonest).date,
    max: latest,
    tooSoon: `Too soon: we need at least ${leadHours} hours`,
    closedReason: availability.closedReason,
    onSelect: (date) => onValue(`${date}T${timeForPickedDate(date, typed, soonest)}`),
  });
  return (
    <div>
      <TextInput
        type="datetime-local"
        label="Event Date & Time"
        withAsterisk
        min={toLocalInputValue(soonest)}
        max={`${latest}T23:59`}
        description={`Eastern Time. Please book at least ${recommendedLeadHours} hours ahead; the earliest we can take is ${leadHours} hours from now.`}
        onChange={(event) => onValue(event.currentTarget.value)}
        error={error || availability.problem(chosenDay) || leadProblem}
        inputContainer={calendar.inputContainer}
        {...rest}
      />
      {calendar.panel}
    </div>
  );
}

/** The catering options of the offer as large radio cards with their prices and guest ranges. */
export function PackageChoice({
  value,
  onChange,
  offer,
  withCustom,
}: {
  value: string;
  onChange: (value: PackageKey) => void;
  offer: Offer;
  withCustom: boolean;
}) {
  const packages = useOfferedPackages(offer);
  return (
    <Radio.Group
      label="Catering Option"
      withAsterisk
      value={value}
      onChange={(next) => onChange(next as PackageKey)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
        {packages.map((pkg) => (
          <Radio.Card key={pkg.key} value={pkg.key} radius="md" p="md" withBorder>
            <Stack gap={4}>
              <Radio.Indicator />
              <Text fw={700}>{pkg.kind === 'per-event' ? `${pkg.name} Package` : pkg.name}</Text>
              <Text size="sm" c="ember.8" fw={600}>
                {packagePrice(pkg)}
              </Text>
              <Text size="sm" c="dimmed">
                {dishChoiceText(pkg)} · {packageGuests(pkg)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
        {withCustom && (
          <Radio.Card value="custom" radius="md" p="md" withBorder>
            <Stack gap={4}>
              <Radio.Indicator />
              <Text fw={700}>Custom Menu</Text>
              <Text size="sm" c="ember.8" fw={600}>
                Priced for you
              </Text>
              <Text size="sm" c="dimmed">
                Tell us what you have in mind; we reply {replyWithin(offer)} · minimum{' '}
                {quoteMinimumGuests(offer)} guests
              </Text>
            </Stack>
          </Radio.Card>
        )}
      </SimpleGrid>
    </Radio.Group>
  );
}
