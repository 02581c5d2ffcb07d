import { Button, Grid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTruck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { businessClock } from '../../../common/business-time.ts';
import { type TruckRequestBody, TruckRequestBodySchema } from '../../../common/inquiries.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { zodValidate } from '../../lib/zod-form.ts';

type Values = Record<
  'fullName' | 'email' | 'phone' | 'eventDate' | 'startTime' | 'hours' | 'place' | 'guestCount' | 'message',
  string
>;

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toBody = (values: Values) =>
  ({
    ...values,
    hours: toNumber(values.hours),
    guestCount: toNumber(values.guestCount),
  }) as unknown as TruckRequestBody;
const validateBody = zodValidate(TruckRequestBodySchema);

/** Book the Truck: the date, the place, the guests and how long, sent to the owner as a truck request. */
export function TruckRequestForm() {
  const offer = useOffer();
  const minimum = offer.minimums.foodTruckHours;
  const [minDate, setMinDate] = useState<string>();
  useEffect(() => setMinDate(businessClock(new Date()).date), []);
  const form = useForm<Values>({
    initialValues: {
      fullName: '',
      email: '',
      phone: '',
      eventDate: '',
      startTime: '',
      hours: String(minimum),
      place: '',
      guestCount: '',
      message: '',
    },
    validate: (values) => validateBody(toBody(values)),
  });
  const send = useMutation({
    mutationFn: (body: TruckRequestBody) => api.post('/api/inquiries/truck', body),
  });
  const submit = form.onSubmit((values) => {
    send.mutate(toBody(values), {
      onSuccess: () => {
        notifySuccess('Truck request sent', `We'll answer ${replyWithin(offer)} to confirm the date.`);
        form.reset();
      },
      onError: (error) =>
        showSubmitError(error, {
          title: 'Request Not Sent',
          fallback: 'Something went wrong. Please try again.',
          setErrors: form.setErrors,
        }),
    });
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate aria-label="Book the Truck">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          The truck serves for at least {minimum} hours. Fields marked * are required.
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Event date"
              type="date"
              required
              min={minDate}
              {...form.getInputProps('eventDate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="Start time" type="time" required {...form.getInputProps('startTime')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label="Hours"
              type="number"
              inputMode="numeric"
              required
              min={minimum}
              max={12}
              {...form.getInputProps('hours')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Where should the truck park?"
              placeholder="Street address or venue"
              required
              {...form.getInputProps('place')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Guests"
              type="number"
              inputMode="numeric"
              required
              min={1}
              {...form.getInputProps('guestCount')}
            />
          </Grid.Col>
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
        </Grid>
        <Textarea
          label="Anything we should know?"
          placeholder="The occasion, parking, power, dietary needs..."
          autosize
          minRows={3}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          leftSection={<IconTruck size={18} />}
          w="fit-content"
        >
          Send truck request
        </Button>
      </Stack>
    </form>
  );
}
