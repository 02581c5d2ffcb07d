import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, errorText } from '../../lib/api.ts';
import { AuthCard } from './auth-card.tsx';

/** The link mailed when wrong passwords pause an account: it lifts the pause. */
export function UnlockSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const unlock = useMutation({
    mutationFn: (value: string) => api.post<{ message: string }>('/api/unlock-sign-in', { token: value }),
  });
  // The token is single use: React's development double effects must not spend it twice.
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      unlock.mutate(token);
    }
  }, [token, unlock]);

  return (
    <AuthCard title="Unlock sign-in">
      {!token && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Invalid link">
          This link has no token. Please open the link from your email again.
        </Alert>
      )}
      {token && unlock.isPending && (
        <Stack align="center" py="lg">
          <Loader />
          <Text c="dimmed">Unlocking...</Text>
        </Stack>
      )}
      {unlock.isSuccess && (
        <Stack>
          <Alert color="sage" icon={<IconCircleCheck />} title="Sign-in unlocked">
            {unlock.data.message}
          </Alert>
          <Button component={Link} to="/login">
            Sign in
          </Button>
        </Stack>
      )}
      {unlock.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not unlock sign-in">
          {errorText(unlock.error, 'This unlock link is invalid or has expired.')}{' '}
          <Link to="/forgot-password">Reset your password</Link> instead.
        </Alert>
      )}
    </AuthCard>
  );
}
