import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../common/auth.ts';
import { api, errorText } from '../../lib/api.ts';

/** The link mailed to a new email address: the change happens when it is opened. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (value: string) => api.post<PublicUser>('/api/profile/email/confirm', { token: value }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  // Single use: React's development double effects must not spend it twice.
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      confirm.mutate(token);
    }
  }, [token, confirm]);

  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1} fz={28}>
          Confirm your new email
        </Title>
        {token && confirm.isPending && <Loader />}
        {confirm.isSuccess && (
          <>
            <Alert color="sage" icon={<IconCircleCheck />} title="Email changed">
              Your account now uses {confirm.data.email}.
            </Alert>
            <Button component={Link} to="/profile">
              Go to your profile
            </Button>
          </>
        )}
        {(!token || confirm.isError) && (
          <Alert color="red" icon={<IconAlertTriangle />} title="Could not change your email">
            <Text size="sm">
              {errorText(confirm.error, 'This confirmation link is invalid or has expired.')}
            </Text>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
