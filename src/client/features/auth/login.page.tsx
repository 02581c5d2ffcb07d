import { Anchor, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginBodySchema, signInGreeting } from '../../../common/auth.ts';
import { errorText } from '../../lib/api.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSignIn } from '../../lib/use-session.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

type Mode = 'sign-in' | 'create-account';

export function LoginPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: zodValidate(LoginBodySchema),
  });

  const from = (location.state as { from?: string } | null)?.from;

  const submit = form.onSubmit(
    (values) =>
      signIn.mutate(values, {
        onSuccess: (user) => {
          const greeting = signInGreeting(user);
          notifySuccess(greeting.title, greeting.message);
          // Staff's home is the kitchen (their sidebar has no dashboard).
          const home = user.role === 'staff' ? '/kitchen' : '/dashboard';
          navigate(from && from !== '/login' ? from : home, { replace: true });
        },
        onError: (error) => notifyError('Login Failed', errorText(error, 'Invalid credentials')),
      }),
    focusFirstError,
  );

  return (
    <AuthCard
      title={mode === 'sign-in' ? 'Sign in' : 'Create your account'}
      subtitle={
        mode === 'sign-in'
          ? 'Your quotes, orders and messages in one place.'
          : 'Request quotes, review proposals and message us.'
      }
    >
      <SegmentedControl
        fullWidth
        mb="lg"
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { label: 'Sign in', value: 'sign-in' },
          { label: 'Create account', value: 'create-account' },
        ]}
        aria-label="Sign in or create an account"
      />
      {mode === 'sign-in' ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Username or email"
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" loading={signIn.isPending} fullWidth size="md">
              Sign in
            </Button>
          </Stack>
        </form>
      ) : (
        <CreateAccountForm
          failureTitle="Signup Failed"
          failureFallback="Failed to create account"
          onCreated={(username) => {
            form.setValues({ username, password: '' });
            setMode('sign-in');
          }}
        />
      )}
    </AuthCard>
  );
}
