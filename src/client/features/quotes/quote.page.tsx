import {
  Button,
  Container,
  Grid,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DiscountCheck } from '../../../common/discounts/schema.ts';
import { formatMoney } from '../../../common/money.ts';
import { findPackage, guestRange, quoteMinimumGuests, replyWithin } from '../../../common/offer/text.ts';
import { quoteRequestSchema } from '../../../common/quotes/request-form.ts';
import {
  type CreateQuoteBody,
  EVENT_TYPE_LABELS,
  type EventType,
  instantTotal,
  isOfferedEventType,
  MENU_PACKAGES,
  type Quote,
  WIZARD_EVENT_TYPES,
} from '../../../common/quotes/schema.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { useOffer } from '../../lib/use-business.ts';
import { usePackageOffered } from '../../lib/use-offered-packages.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { DiscountCodeField } from '../discounts/discount-code-field.tsx';
import { rememberDiscountCode } from '../discounts/pending-code.ts';
import { BookingPaused } from '../switches/booking-paused.tsx';
import { SmsConsentCheckbox } from '../texts/index.ts';
import { DishPicker } from './dish-picker.tsx';
import { QuoteEstimateBill } from './quote-estimate.tsx';
import {
  ContactFields,
  dateRuleError,
  EventDateInput,
  emptyQuoteForm,
  fillContact,
  GuestCountInput,
  guestRuleError,
  PackageChoice,
  type PackageKey,
  type QuoteFormValues,
  quoteBody,
  VenueZipInput,
} from './quote-fields.tsx';
import { QuotePageAside } from './quote-page-aside.tsx';
import { QuoteSubmitted } from './quote-submitted.tsx';
import { useQuoteEstimate } from './use-quote-estimate.ts';
import { useCreateQuote } from './use-quotes.ts';

/**
 * The packages page and the menu's package dialog send `?package=brunch&dish=12&dish=40…`: start the
 * form on that package with those dishes chosen (and, for a per-event package, its smallest party).
 */
function usePackagePrefill(): { menuPackage: PackageKey; dishes: number[]; eventType: EventType | '' } {
  const [params] = useSearchParams();
  const requested = params.get('package');
  // A link to a switched-off service's package (brunch) starts on full service instead.
  const offered = usePackageOffered();
  const menuPackage = MENU_PACKAGES.find((p) => p === requested && offered(p)) ?? 'full-service';
  const dishes = [...new Set(params.getAll('dish').map(Number))].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  // The services page's "Corporate Catering" sends `?eventType=corporate`: that type starts chosen.
  const eventType = params.get('eventType');
  return {
    menuPackage,
    dishes: dishes.slice(0, 5),
    eventType: isOfferedEventType(eventType) ? eventType : '',
  };
}

/** The public quote request: one form, with contact fields for visitors who are not signed in. */
export function QuotePage() {
  const { user } = useSession();
  const create = useCreateQuote();
  const prefill = usePackagePrefill();
  const offer = useOffer();
  const lead = useSwitches().bookNow;
  const [submitted, setSubmitted] = useState<Quote | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [smsOptIn, setSmsOptIn] = useState(false);
  const initialValues = {
    ...emptyQuoteForm(prefill),
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    venueZip: '',
  };
  /** The page's fields as the shared form values: visitors add their contact details. */
  const toQuoteValues = ({
    contactName,
    contactEmail,
    contactPhone,
    venueZip: _zip,
    ...rest
  }: typeof initialValues): QuoteFormValues => ({
    ...rest,
    contact: { name: contactName, email: contactEmail, phone: contactPhone },
  });
  const [discount, setDiscount] = useState<DiscountCheck | null>(null);
  /** What POST /api/quotes gets from these fields (a package's dishes and ZIP only when delivered). */
  const requestBody = (values: typeof initialValues): CreateQuoteBody => {
    const delivered = findPackage(offer, values.menuPackage) !== undefined;
    const zip = delivered ? values.venueZip.trim() : '';
    return {
      ...quoteBody({ ...toQuoteValues(values), dishes: delivered ? values.dishes : [] }),
      ...(zip ? { venueZip: zip } : {}),
    };
  };
  const form = useForm({
    mode: 'controlled',
    initialValues,
    // The route's own schema (a visitor's contact included), then the owner's rules for the chosen
    // package and day (minimum guests, lead time), in the server's words.
    validate: (values) => {
      const errors = zodValidate(quoteRequestSchema(!!user))(requestBody(values));
      const guests = values.guestCount ? guestRuleError(offer, values.menuPackage, values.guestCount) : null;
      const date = values.eventDate ? dateRuleError(values.eventDate, lead) : null;
      return {
        ...errors,
        ...(values.guestCount ? {} : { guestCount: 'Enter the number of guests' }),
        ...(values.eventDate ? {} : { eventDate: 'Choose a date and time' }),
        ...(guests ? { guestCount: guests } : {}),
        ...(date ? { eventDate: date } : {}),
      };
    },
  });

  // A signed-in client finds their profile's name, email and phone; what they typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once, when the user is known.
  useEffect(() => {
    if (!user) return;
    const { contactName: name, contactEmail: email, contactPhone: phone } = form.values;
    const filled = fillContact({ name, email, phone }, user);
    form.setValues({ contactName: filled.name, contactEmail: filled.email, contactPhone: filled.phone });
  }, [user?.id]);

  // The server's price for what is filled in so far, for the discount field's preview.
  const estimate =
    form.values.guestCount && !guestRuleError(offer, form.values.menuPackage, form.values.guestCount)
      ? instantTotal(offer, form.values.menuPackage, Number(form.values.guestCount))
      : null;
  // The whole bill from the server (issue 34 §2); a package is delivered, so its ZIP is asked.
  const delivered = findPackage(offer, form.values.menuPackage) !== undefined;
  const venueZip = delivered ? form.values.venueZip.trim() : '';
  const bill = useQuoteEstimate(offer, {
    menuPackage: form.values.menuPackage,
    guestCount: Number(form.values.guestCount) || 0,
    dishes: form.values.dishes,
    venueZip,
  });
  const range = guestRange(offer, form.values.menuPackage);
  const guestHint = range.max ? `${range.min} to ${range.max} guests` : `At least ${range.min} guests`;

  // The number texts would go to: the contact phone typed, else the account's (as in the wizard).
  const smsPhone = form.values.contactPhone || user?.phone || '';

  const submit = form.onSubmit(async (values) => {
    try {
      const quote = await create.mutateAsync({
        ...requestBody(values),
        ...(discount ? { discountCode: discount.code } : {}),
        // The opt-in to texts is sent only when ticked and there is a number (none is texted without it).
        ...(smsOptIn && smsPhone.trim() ? { smsOptIn: true as const } : {}),
      });
      setSubmitted(quote);
      if (discount) rememberDiscountCode(null);
      window.scrollTo({ top: 0 });
    } catch (error) {
      showSubmitError(error, {
        title: 'Error',
        fallback: 'Something went wrong. Please try again.',
        setErrors: (errors) => {
          form.setErrors(errors);
          setCodeRefusal(errors.discountCode ?? null);
          if (errors.discountCode) setDiscount(null);
        },
      });
    }
  }, focusFirstError);

  if (submitted) {
    return (
      <QuoteSubmitted
        quote={submitted}
        signedIn={!!user}
        onAnother={() => {
          form.reset();
          setSmsOptIn(false);
          setSubmitted(null);
        }}
      />
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          Get a Quote
        </Title>
        <Text c="dimmed" maw={640}>
          Tell us about your event. Package requests are priced on the spot; for a custom menu our team
          replies {replyWithin(offer)}. Packages start at {offer.minimums.smallestParty} guests, custom event
          quotes at {quoteMinimumGuests(offer)}.
        </Text>
        <BookingPaused />
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
            component="form"
            onSubmit={submit}
            noValidate
          >
            <Stack gap="lg">
              <Radio.Group label="Event Type" withAsterisk {...form.getInputProps('eventType')}>
                <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                  {WIZARD_EVENT_TYPES.map((type) => (
                    <Radio.Card key={type} value={type} radius="md" p="sm" withBorder>
                      <Stack gap={6} align="center">
                        <Radio.Indicator size="sm" />
                        <Text fw={600} size="sm">
                          {EVENT_TYPE_LABELS[type]}
                        </Text>
                      </Stack>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <GuestCountInput
                  offer={offer}
                  description={guestHint}
                  // The spec's "50 minimum" placeholder would contradict a 10-to-25-guest package.
                  {...(range.max ? { placeholder: `${guestHint} for this package` } : {})}
                  {...form.getInputProps('guestCount')}
                  onValue={(v) => form.setFieldValue('guestCount', v)}
                />
                <EventDateInput
                  offer={offer}
                  {...form.getInputProps('eventDate')}
                  onValue={(v) => form.setFieldValue('eventDate', v)}
                />
              </SimpleGrid>
              <TextInput
                label="Venue"
                placeholder="Venue name and address (optional)"
                maxLength={300}
                {...form.getInputProps('venue')}
              />
              <PackageChoice
                value={form.values.menuPackage}
                onChange={(v) => {
                  form.setFieldValue('menuPackage', v);
                  form.setFieldValue('dishes', []);
                }}
                offer={offer}
                withCustom
              />
              <DishPicker
                offer={offer}
                menuPackage={form.values.menuPackage}
                value={form.values.dishes}
                onChange={(dishes) => form.setFieldValue('dishes', dishes)}
                error={form.errors.dishes as string | undefined}
              />
              {delivered && (
                <VenueZipInput
                  {...form.getInputProps('venueZip')}
                  error={form.errors.venueZip ?? bill.zipError}
                />
              )}
              <QuoteEstimateBill
                estimate={bill.estimate}
                note={
                  [
                    delivered && !venueZip ? 'Delivery is added once you enter the venue ZIP.' : '',
                    discount ? 'Your discount code is taken off when the proposal is priced.' : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
              <NumberInput
                label="Budget (optional)"
                placeholder="0.00"
                min={0}
                step={0.01}
                decimalScale={2}
                prefix="$"
                thousandSeparator=","
                {...form.getInputProps('budget')}
              />
              <Textarea
                label="Special Requests / Notes"
                placeholder="Dietary needs, favourite dishes, timing..."
                autosize
                minRows={3}
                maxLength={2000}
                {...form.getInputProps('notes')}
              />
              <ContactFields
                signedIn={Boolean(user)}
                value={{
                  name: form.values.contactName,
                  email: form.values.contactEmail,
                  phone: form.values.contactPhone,
                }}
                errors={{
                  name: form.errors.contactName as string | undefined,
                  email: form.errors.contactEmail as string | undefined,
                  phone: form.errors.contactPhone as string | undefined,
                }}
                onChange={(next) => {
                  if (next.name !== form.values.contactName) form.setFieldValue('contactName', next.name);
                  if (next.email !== form.values.contactEmail) form.setFieldValue('contactEmail', next.email);
                  if (next.phone !== form.values.contactPhone) form.setFieldValue('contactPhone', next.phone);
                }}
              />
              <SmsConsentCheckbox
                label="Text me updates about this event"
                checked={smsOptIn}
                onChange={setSmsOptIn}
                phone={smsPhone}
              />
              <Stack gap={6}>
                <DiscountCodeField
                  subtotal={estimate}
                  eventType={form.values.eventType || null}
                  email={user ? null : form.values.contactEmail || null}
                  applied={discount}
                  refusal={codeRefusal}
                  onApplied={(check) => {
                    setDiscount(check);
                    setCodeRefusal(null);
                  }}
                />
                {discount && estimate && (
                  <Text size="sm" data-testid="quote-discount">
                    Estimated total {formatMoney(discount.total)} after saving{' '}
                    {formatMoney(discount.discountAmount)}
                  </Text>
                )}
              </Stack>
              <Button type="submit" size="md" loading={create.isPending}>
                Request Quote
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuotePageAside />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
