import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isStrongPassword } from '../../../common/password.ts';
import { api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The words of a password-token page: a forgotten password's reset, or a staff invitation's first
 * password (issue 34 §6: an invitee never set one, so "Reset password" read wrong). One form, one
 * endpoint (`/api/reset-password` redeems either link's single-use token).
 */
const TEXTS = {
  reset: {
    title: 'Choose a new password',
    subtitle: 'Your new password must meet every requirement below.',
    button: 'Reset password',
    done: ['Password Reset Successfully', 'You can now sign in with your new password.'],
    failed: 'Reset Failed',
  },
  invitation: {
    title: 'Set your password',
    subtitle: 'Choose the password you will sign in with. It must meet every requirement below.',
    button: 'Set password',
    done: ['Password Set', 'You can now sign in with your username and this password.'],
    failed: 'Could Not Set Password',
  },
} as const;

export function ResetPasswordPage() {
  return <PasswordTokenForm texts={TEXTS.reset} />;
}

/** `/set-password`: the page a staff invitation's link opens. */
export function SetPasswordPage() {
  return <PasswordTokenForm texts={TEXTS.invitation} />;
}

function PasswordTokenForm({ texts }: { texts: (typeof TEXTS)[keyof typeof TEXTS] }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => api.post('/api/reset-password', body),
  });

  useEffect(() => {
    if (!token) {
      notifyError('Invalid Reset Link', 'This link has no reset token. Please ask for a new one.');
      navigate('/forgot-password', { replace: true });
    }
  }, [token, navigate]);

  const canSubmit = isStrongPassword(password) && password === confirm;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!token) return notifyError('Invalid Token', 'Please ask for a new reset link.');
    if (!isStrongPassword(password))
      return notifyError('Invalid Password', 'Please meet all password requirements');
    if (password !== confirm)
      return notifyError("Passwords Don't Match", 'Please make sure both passwords are the same');
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          notifySuccess(texts.done[0], texts.done[1]);
          navigate('/login', { replace: true });
        },
        onError: (error) => notifyError(texts.failed, errorText(error, 'Could not set the password')),
      },
    );
  };

  if (!token) return null;

  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            eyeLabel="Show or hide confirmation"
          />
          <PasswordChecklist password={password} confirm={confirm} />
          <Button type="submit" disabled={!canSubmit} loading={reset.isPending} fullWidth size="md">
            {texts.button}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
