import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type PublicUser, type RegisterBody, RegisterBodySchema } from '../../../common/auth.ts';
import { firstName } from '../../../common/customer-name.ts';
import { isStrongPassword } from '../../../common/password.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { ReasonedButton } from '../../ui/reasoned-button.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

type Props = {
  /** The spec names the failure differently on the sign-in page and the standalone register page. */
  failureTitle: string;
  failureFallback: string;
  onCreated: (username: string) => void;
};

export function CreateAccountForm({ failureTitle, failureFallback, onCreated }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { fullName: '', username: '', email: '', phone: '', password: '', confirmPassword: '' },
    validate: (values) => zodValidate(RegisterBodySchema)(values),
  });
  const register = useMutation({
    mutationFn: (body: RegisterBody) => api.post<PublicUser>('/api/register', body),
  });

  const { password, confirmPassword } = form.values;
  const reason = !isStrongPassword(password)
    ? 'Choose a password that meets every requirement above.'
    : password !== confirmPassword
      ? 'Type the same password in both fields.'
      : null;

  const submit = form.onSubmit(({ confirmPassword: confirm, ...body }) => {
    if (!isStrongPassword(body.password))
      return notifyError('Invalid Password', 'Please meet all password requirements');
    if (body.password !== confirm)
      return notifyError("Passwords Don't Match", 'Please make sure both passwords are the same');
    register.mutate(body, {
      onSuccess: (user) => {
        notifySuccess(
          'Account created',
          `Welcome, ${firstName(user.fullName, user.username)}! Check your email to confirm your address, then sign in.`,
        );
        onCreated(user.username);
      },
      onError: (error) =>
        showSubmitError(error, { title: failureTitle, fallback: failureFallback, setErrors: form.setErrors }),
    });
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
        <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          description="For questions about your orders and events"
          {...form.getInputProps('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          eyeLabel="Show or hide confirmation"
          {...form.getInputProps('confirmPassword')}
        />
        <PasswordChecklist password={password} confirm={confirmPassword} />
        <ReasonedButton type="submit" reason={reason} loading={register.isPending} fullWidth size="md">
          Create account
        </ReasonedButton>
      </Stack>
    </form>
  );
}
