import { Loader, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { addDays, businessClock, formatTime12 } from '../../../common/business-time.ts';
import {
  availableSlots,
  firstPickupDate,
  PICKUP_MAX_DAYS_AHEAD,
  pickupDayProblem,
} from '../../../common/orders/schedule.ts';
import { type DinnerCustomer, DinnerCustomerSchema } from '../../../common/orders/schema.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useCalendarPicker } from '../../ui/calendar-picker.tsx';
import { ReasonedButton } from '../../ui/reasoned-button.tsx';
import { useAvailability } from '../switches/index.ts';
import { SmsConsentCheckbox } from '../texts/index.ts';

type Props = {
  /** Places the order; throws the server's refusal. `smsOptIn` only when the customer ticked it. */
  onSubmit: (values: DinnerCustomer & { smsOptIn?: true }) => Promise<void>;
  isProcessing: boolean;
};

/** Pickup details: full name and phone required, email optional, a pickup time in the pickup hours. */
export function DinnerCustomerForm({ onSubmit, isProcessing }: Props) {
  // Blackout dates (Feature Manager) are disabled in the calendar and refused as soon as they are
  // typed; dinner pickups fill up per slot, not per day.
  const availability = useAvailability('dinner');
  const { user } = useSession();
  // The offer's pickup hours (issue 30 §4): only the days and times the owner set are offered.
  const hours = useBusiness().offer.dinnerPickup.hours;
  const now = new Date();
  const [smsOptIn, setSmsOptIn] = useState(false);
  const form = useForm<DinnerCustomer>({
    mode: 'controlled',
    initialValues: {
      fullName: '',
      phone: '',
      email: '',
      pickupDate: firstPickupDate(now, hours),
      pickupTime: '',
      specialInstructions: '',
    },
    validate: zodValidate(DinnerCustomerSchema),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once, when the user is known.
  useEffect(() => {
    if (!user) return;
    if (!form.values.fullName && user.fullName) form.setFieldValue('fullName', user.fullName);
    if (!form.values.email) form.setFieldValue('email', user.email);
    if (!form.values.phone && user.phone) form.setFieldValue('phone', user.phone);
  }, [user?.id]);

  const slots = availableSlots(form.values.pickupDate, now, hours);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a time that is no longer offered is cleared.
  useEffect(() => {
    if (form.values.pickupTime && !slots.includes(form.values.pickupTime))
      form.setFieldValue('pickupTime', '');
  }, [form.values.pickupDate]);

  // What is still missing, in words: a greyed-out Place Order alone left people guessing.
  const missing = [
    form.values.fullName.trim() === '' && 'your name',
    form.values.phone.trim() === '' && 'a phone number',
    form.values.pickupTime === '' && 'a pickup time',
  ].filter((part): part is string => part !== false);
  const reason =
    missing.length > 0
      ? `Add ${new Intl.ListFormat('en', { type: 'conjunction' }).format(missing)} to place the order.`
      : null;
  const today = businessClock(now).date;
  const calendar = useCalendarPicker({
    value: form.values.pickupDate || null,
    today,
    min: firstPickupDate(now, hours),
    max: addDays(today, PICKUP_MAX_DAYS_AHEAD),
    tooSoon: 'No pickup times left this day',
    closedReason: (date) => pickupDayProblem(date, hours) ?? availability.closedReason(date),
    onSelect: (date) => form.setFieldValue('pickupDate', date),
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          // Consent to texts only when ticked, and only with a number to text.
          await onSubmit(smsOptIn && values.phone.trim() ? { ...values, smsOptIn: true } : values);
        } catch (error) {
          showSubmitError(error, {
            title: 'Order Failed',
            fallback: 'There was an error processing your order. Please try again.',
            setErrors: form.setErrors,
          });
        }
      }, focusFirstError)}
    >
      <Stack gap="sm">
        <Title order={2} fz={20}>
          Pickup details
        </Title>
        <TextInput label="Full name" withAsterisk autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput
          label="Phone"
          type="tel"
          withAsterisk
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <SmsConsentCheckbox checked={smsOptIn} onChange={setSmsOptIn} phone={form.values.phone} />
        <TextInput
          label="Email (optional)"
          type="email"
          autoComplete="email"
          description="For your confirmation"
          {...form.getInputProps('email')}
        />
        {/* One field a row: the date needs its calendar button beside it, even in the narrow order panel. */}
        <TextInput
          label="Pickup date"
          type="date"
          withAsterisk
          min={today}
          max={addDays(today, PICKUP_MAX_DAYS_AHEAD)}
          inputContainer={calendar.inputContainer}
          {...form.getInputProps('pickupDate')}
          error={
            form.getInputProps('pickupDate').error ||
            (form.values.pickupDate ? pickupDayProblem(form.values.pickupDate, hours) : null) ||
            availability.problem(form.values.pickupDate)
          }
        />
        {calendar.panel}
        <Select
          label="Pickup time"
          withAsterisk
          placeholder={slots.length > 0 ? 'Choose' : 'None left'}
          data={slots.map((time) => ({ value: time, label: formatTime12(time) }))}
          nothingFoundMessage="No pickup times left this day"
          allowDeselect={false}
          {...form.getInputProps('pickupTime')}
        />
        <Textarea
          label="Special instructions"
          autosize
          minRows={2}
          placeholder="Allergies, sauce on the side..."
          {...form.getInputProps('specialInstructions')}
        />
        <ReasonedButton
          type="submit"
          size="md"
          fullWidth
          reason={reason}
          disabled={isProcessing}
          leftSection={isProcessing ? <Loader size="xs" color="gray" /> : undefined}
        >
          {isProcessing ? 'Processing...' : 'Place Order'}
        </ReasonedButton>
      </Stack>
    </Paper>
  );
}
