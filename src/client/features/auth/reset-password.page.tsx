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

export function ResetPasswordPage() {
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
          notifySuccess('Password Reset Successfully', 'You can now sign in with your new password.');
          navigate('/login', { replace: true });
        },
        onError: (error) => notifyError('Reset Failed', errorText(error, 'Could not reset password')),
      },
    );
  };

  if (!token) return null;

  return (
    <AuthCard title="Choose a new password" subtitle="Your new password must meet every requirement below.">
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
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
