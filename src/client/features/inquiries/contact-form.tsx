import { Button, Grid, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { businessClock } from '../../../common/business-time.ts';
import {
  INQUIRY_EVENT_TYPES,
  INQUIRY_SENT_TITLE,
  INQUIRY_TYPE_SERVICES,
  type InquiryBody,
  InquiryBodySchema,
} from '../../../common/inquiries.ts';
import { serviceVisible } from '../../../common/switches/defaults.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { zodValidate } from '../../lib/zod-form.ts';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  eventType: string;
  eventDate: string;
  guestCount: string;
  message: string;
};

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  eventType: '',
  eventDate: '',
  guestCount: '',
  message: '',
};

/** The form's text fields as the API's body: a typed guest count becomes a number. */
const toBody = (values: Values) =>
  ({
    ...values,
    guestCount: values.guestCount.trim() === '' ? '' : Number(values.guestCount),
  }) as unknown as InquiryBody;
const validateBody = zodValidate(InquiryBodySchema);

/** Today on the business's calendar, for the date picker's minimum (set after hydration). */
const today = () => businessClock(new Date()).date;

/** The contact form: stored as an inquiry and mailed to the business (POST /api/inquiries). */
export function ContactForm() {
  const [minDate, setMinDate] = useState<string>();
  useEffect(() => {
    setMinDate(today());
  }, []);
  const features = useSwitches();
  // A switched-off service's event type is not offered (the server would refuse it with a 409).
  const eventTypes = INQUIRY_EVENT_TYPES.filter((type) => {
    const service = INQUIRY_TYPE_SERVICES[type];
    return !service || serviceVisible(features, service, false);
  });
  const form = useForm<Values>({ initialValues: EMPTY, validate: (values) => validateBody(toBody(values)) });
  const send = useMutation({ mutationFn: (body: InquiryBody) => api.post('/api/inquiries', body) });

  const submit = form.onSubmit((values) => {
    send.mutate(toBody(values), {
      onSuccess: () => {
        notifySuccess(INQUIRY_SENT_TITLE);
        form.reset();
      },
      onError: (error) => {
        showSubmitError(error, {
          title: 'Message Not Sent',
          fallback: 'Something went wrong. Please try again.',
          setErrors: form.setErrors,
        });
      },
    });
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('fullName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {/* The phone's own picker: easier to use there, and no dropdown code to download. */}
            <NativeSelect
              label="Event Type"
              data={[{ value: '', label: 'Choose one' }, ...eventTypes]}
              {...form.getInputProps('eventType')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Event Date" type="date" min={minDate} {...form.getInputProps('eventDate')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Guest Count"
              type="number"
              inputMode="numeric"
              placeholder="e.g. 75"
              min={1}
              max={5000}
              step={1}
              {...form.getInputProps('guestCount')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label="Message"
          placeholder="Tell us about your event: venue, style of service, dietary needs..."
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          leftSection={<IconSend size={18} />}
          w="fit-content"
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
