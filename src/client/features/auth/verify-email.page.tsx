import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../common/auth.ts';
import { api, errorText } from '../../lib/api.ts';
import { SESSION_QUERY_KEY } from '../../lib/use-session.ts';
import { AuthCard } from './auth-card.tsx';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (value: string) => api.post<PublicUser>('/api/verify-email', { token: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  // The token is single use: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  return (
    <AuthCard title="Confirm your email">
      {!token && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Invalid link">
          This confirmation link has no token. Please open the link from your email again.
        </Alert>
      )}
      {token && verify.isPending && (
        <Stack align="center" py="lg">
          <Loader />
          <Text c="dimmed">Confirming your email...</Text>
        </Stack>
      )}
      {verify.isSuccess && (
        <Stack>
          <Alert color="sage" icon={<IconCircleCheck />} title="Email confirmed">
            Thank you, {verify.data.username}. Your email address is confirmed.
          </Alert>
          <Button component={Link} to="/dashboard">
            Go to your portal
          </Button>
        </Stack>
      )}
      {verify.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not confirm your email">
          {errorText(verify.error, 'This confirmation link is invalid or has expired.')}
        </Alert>
      )}
    </AuthCard>
  );
}
