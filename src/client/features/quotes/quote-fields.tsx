import { Radio, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import {
  allPackages,
  customMinimumMessage,
  dishChoiceText,
  guestCountProblem,
  type Offer,
  packageGuests,
  packagePrice,
} from '../../../common/offer/text.ts';
import {
  earliestEventDate,
  fromBusinessInputValue,
  LEAD_TIME_MESSAGE,
  type MenuPackage,
  toBusinessInputValue,
} from '../../../common/quotes.ts';

export type PackageKey = MenuPackage;

/** Date inputs show and mean the business's clock (America/New_York), wherever the browser is. */
export const toLocalInputValue = toBusinessInputValue;
export const localInputToIso = fromBusinessInputValue;

/** The guest-count rule of the chosen kind of order (from the offer), before the server says the same. */
export function guestRuleError(offer: Offer, menuPackage: string, guestCount: string): string | null {
  const guests = Number(guestCount);
  if (!/^\d+$/.test(guestCount) || !Number.isInteger(guests) || guests < 1)
    return customMinimumMessage(offer);
  return guestCountProblem(offer, menuPackage, guests);
}

export function dateRuleError(eventDate: string): string | null {
  const iso = localInputToIso(eventDate);
  if (!iso || Date.parse(iso) < earliestEventDate().getTime()) return LEAD_TIME_MESSAGE;
  return null;
}

/** The spec's submit-time checks, so the person hears about them before the server says the same. */
export function quoteRuleError(offer: Offer, menuPackage: string, guestCount: string, eventDate: string) {
  return guestRuleError(offer, menuPackage, guestCount) ?? dateRuleError(eventDate);
}

/** Keeps digits only, as the spec's guest count field does. */
export function GuestCountInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void; offer: Offer },
) {
  const { onValue, offer, ...rest } = props;
  return (
    <TextInput
      label="Number of Guests"
      placeholder={`${offer.minimums.customQuote} minimum for custom event quotes`}
      inputMode="numeric"
      autoComplete="off"
      withAsterisk
      maxLength={5}
      onChange={(event) => onValue(event.currentTarget.value.replace(/\D/g, ''))}
      {...rest}
    />
  );
}

/** A native date-and-time picker: its minimum is 24 hours from now, and the text recommends 72. */
export function EventDateInput(
  props: Omit<TextInputProps, 'onChange'> & { onValue: (value: string) => void; offer: Offer },
) {
  const { onValue, offer, ...rest } = props;
  return (
    <TextInput
      type="datetime-local"
      label="Event Date & Time"
      withAsterisk
      min={toLocalInputValue(earliestEventDate())}
      description={`Eastern Time. Please book at least ${offer.booking.recommendedHours} hours ahead; the earliest we can take is ${offer.booking.minHours} hours from now.`}
      onChange={(event) => onValue(event.currentTarget.value)}
      {...rest}
    />
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
  const packages = allPackages(offer);
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
                Tell us what you have in mind; we reply within {offer.replyWithinHours} hours · minimum{' '}
                {offer.minimums.customQuote} guests
              </Text>
            </Stack>
          </Radio.Card>
        )}
      </SimpleGrid>
    </Radio.Group>
  );
}
