import { Button, List, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailSchema } from '../../../common/auth.ts';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (address: string) => api.post('/api/forgot-password', { email: address }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setFieldError('Email is required');
      return notifyError('Email Required', 'Please enter the email address of your account.');
    }
    const parsed = EmailSchema.safeParse(trimmed);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid email');
    setFieldError(null);
    request.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data);
        notifySuccess('Reset Link Sent', 'Check your email for a link to reset your password.');
      },
      onError: () => notifyError('Error', 'Could not send reset email'),
    });
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" color="sage" variant="light">
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your password.
          </Text>
          <Text fw={600}>Next steps</Text>
          <List size="sm" spacing={6} type="ordered">
            <List.Item>Open the email from us and click the reset link.</List.Item>
            <List.Item>The link works once and expires in 1 hour.</List.Item>
            <List.Item>Choose a new password, then sign in with it.</List.Item>
            <List.Item>No email after a few minutes? Check your spam folder.</List.Item>
          </List>
          <Button variant="light" onClick={() => setSentTo(null)}>
            Try again
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a reset link."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={fieldError}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} fullWidth size="md">
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
