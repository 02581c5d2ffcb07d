import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { replyWithin } from '../../../common/offer/text.ts';
import {
  TRAINING_REQUEST_SENT,
  type TrainingProgram,
  type TrainingRequestBody,
  TrainingRequestBodySchema,
} from '../../../common/training.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useSendTrainingRequest } from './use-training.ts';

export type RequestKind = 'enroll' | 'info';

/** Enroll Now and Learn More open this short form; it is stored and mailed to the business. */
export function RequestModal({
  program,
  kind,
  onClose,
}: {
  program: TrainingProgram | null;
  kind: RequestKind;
  onClose: () => void;
}) {
  const send = useSendTrainingRequest();
  const within = replyWithin(useOffer());
  const form = useForm({
    initialValues: {
      programId: program?.id ?? '',
      kind,
      participants: 1 as number | string,
      phone: '',
      message: '',
    },
    validate: (values) => {
      const errors = zodValidate(TrainingRequestBodySchema)(values);
      const max = program?.maxStudents ?? 15;
      if (!errors.participants && Number(values.participants) > max) {
        errors.participants = `${program?.title} takes at most ${max} students`;
      }
      return errors;
    },
  });
  if (!program) return null;
  const isEnroll = kind === 'enroll';

  const submit = form.onSubmit((values) => {
    send.mutate(values as TrainingRequestBody, {
      onSuccess: () => {
        notifySuccess(
          TRAINING_REQUEST_SENT,
          isEnroll
            ? `Your enrollment request for ${program.title} is in. We'll confirm your place ${within}.`
            : `We'll send you the details of ${program.title} ${within}.`,
        );
        onClose();
      },
      onError: (error) => {
        showSubmitError(error, {
          title: 'Request Failed',
          fallback: 'Could not send your request. Please try again.',
          setErrors: form.setErrors,
        });
      },
    });
  }, focusFirstError);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${isEnroll ? 'Enroll in' : 'Learn more about'} ${program.title}`}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {program.price} · {program.duration} · up to {program.maxStudents} students. We reply {within}.
          </Text>
          <NumberInput
            label="Participants"
            min={1}
            max={program.maxStudents}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            required
            {...form.getInputProps('participants')}
          />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Textarea
            label={isEnroll ? 'Anything we should know?' : 'What would you like to know?'}
            autosize
            minRows={3}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              {isEnroll ? 'Send Enrollment Request' : 'Send Request'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
