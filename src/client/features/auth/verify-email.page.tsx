import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../common/auth.ts';
import { api, errorText } from '../../lib/api.ts';
import { SESSION_QUERY_KEY } from '../../lib/use-session.ts';
import { AuthCard } from './auth-card.tsx';
import { authKeys } from './query-keys.ts';

/**
 * The token is single use, and this page can mount more than once for one visit: a signed-in person's
 * page moves into the portal's layout when the session is read again. A mutation lived in the first
 * mount, so the second spent the token again and showed "Could not confirm your email" although it
 * had worked. One cached answer per token, asked once, is what every mount shows.
 */
function useConfirmation(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    enabled: token !== null,
    queryFn: async () => {
      const user = await api.post<PublicUser>('/api/verify-email', { token });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return user;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useConfirmation(token);

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
