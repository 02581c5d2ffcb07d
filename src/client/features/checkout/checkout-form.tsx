import { Loader, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { leadTimeProblem, soonestEventDay } from '../../../common/lead-time.ts';
import { EVENT_MAX_DAYS_AHEAD, eventDateProblem } from '../../../common/orders/schedule.ts';
import { type CheckoutCustomer, CheckoutCustomerSchema } from '../../../common/orders/schema.ts';
import { type FieldErrors, focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useCalendarPicker } from '../../ui/calendar-picker.tsx';
import { ReasonedButton } from '../../ui/reasoned-button.tsx';
import { useAvailability } from '../switches/index.ts';
import { SmsConsentCheckbox } from '../texts/index.ts';

type Props = {
  /** Places the order; throws the server's refusal. `smsOptIn` only when the customer ticked it. */
  onSubmit: (values: CheckoutCustomer & { smsOptIn?: true }) => Promise<void>;
  /** The refusal's reasons, for the fields outside this form (the discount and reward codes). */
  onRefused: (errors: FieldErrors) => void;
  isProcessing: boolean;
  /** A cart line below its minimum keeps Place Order disabled. */
  isBlocked: boolean;
};

/** The spec's checkout form: first and last name, email, phone and event date are required. */
export function CheckoutForm({ onSubmit, onRefused, isProcessing, isBlocked }: Props) {
  // Blackout and fully booked dates (Feature Manager) are disabled in the calendar and refused as
  // soon as they are typed; the admin's minimum lead time too, in the server's words and numbers.
  const availability = useAvailability('event');
  const lead = useSwitches().bookNow;
  const now = new Date();
  const minDate = soonestEventDay(lead, now);
  const { user } = useSession();
  const [smsOptIn, setSmsOptIn] = useState(false);
  const form = useForm<CheckoutCustomer>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      eventDate: '',
      eventLocation: '',
      specialRequests: '',
    },
    validate: zodValidate(CheckoutCustomerSchema),
  });
  const calendar = useCalendarPicker({
    value: form.values.eventDate || null,
    today: businessClock(now).date,
    min: minDate,
    max: addDays(businessClock(now).date, EVENT_MAX_DAYS_AHEAD),
    tooSoon: `Too soon: we need at least ${lead.minLeadHours} hours`,
    closedReason: availability.closedReason,
    onSelect: (date) => form.setFieldValue('eventDate', date),
  });
  const typedDate = form.values.eventDate;
  // A past or too distant day in the shared rule's words, else a day sooner than the lead time allows.
  const dateProblem = /^\d{4}-\d{2}-\d{2}$/.test(typedDate)
    ? (eventDateProblem(typedDate, now) ?? leadTimeProblem(lead, { date: typedDate }, now))
    : null;

  // A signed-in client starts with their profile's name, email and phone; what they typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once, when the user is known.
  useEffect(() => {
    if (!user) return;
    const [first = '', ...rest] = (user.fullName ?? '').split(' ');
    if (!form.values.email) form.setFieldValue('email', user.email);
    if (!form.values.firstName && first) form.setFieldValue('firstName', first);
    if (!form.values.lastName && rest.length > 0) form.setFieldValue('lastName', rest.join(' '));
    if (!form.values.phone && user.phone) form.setFieldValue('phone', user.phone);
  }, [user?.id]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        // Consent only when ticked, and only with a number to text (the box unticks without one).
        await onSubmit(smsOptIn && values.phone.trim() ? { ...values, smsOptIn: true } : values);
      } catch (error) {
        showSubmitError(error, {
          title: 'Order Failed',
          fallback: 'There was an error processing your order. Please try again.',
          setErrors: (errors) => {
            form.setErrors(errors);
            onRefused(errors);
          },
        });
      }
    },
    (errors) => {
      focusFirstError(errors);
      notifyError('Missing Information', 'Please fill in all required fields');
    },
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={22}>
          Your details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            withAsterisk
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <SmsConsentCheckbox checked={smsOptIn} onChange={setSmsOptIn} phone={form.values.phone} />
        <TextInput
          label="Event date"
          type="date"
          withAsterisk
          min={minDate}
          description={`At least ${lead.minLeadHours} hours ahead; we recommend at least ${lead.recommendedLeadHours} hours, and two weeks ahead gives us the most room`}
          inputContainer={calendar.inputContainer}
          {...form.getInputProps('eventDate')}
          error={form.getInputProps('eventDate').error || availability.problem(typedDate) || dateProblem}
        />
        {calendar.panel}
        <TextInput
          label="Event location"
          autoComplete="street-address"
          placeholder="Venue or address in the Philadelphia area"
          {...form.getInputProps('eventLocation')}
        />
        <Textarea
          label="Special requests"
          autosize
          minRows={3}
          placeholder="Allergies, serving times, setup notes..."
          {...form.getInputProps('specialRequests')}
        />
        <ReasonedButton
          type="submit"
          size="lg"
          fullWidth
          reason={
            isBlocked
              ? 'Some items are below their minimum order. Raise their quantity in your cart to place the order.'
              : null
          }
          disabled={isProcessing}
          leftSection={isProcessing ? <Loader size="xs" color="gray" /> : undefined}
        >
          {isProcessing ? 'Processing...' : 'Place Order'}
        </ReasonedButton>
      </Stack>
    </Paper>
  );
}
