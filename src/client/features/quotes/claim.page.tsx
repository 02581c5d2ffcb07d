import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Quote } from '../../../common/quotes/schema.ts';
import { proposalNumber } from '../../../common/quotes/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { quoteKeys } from './query-keys.ts';

/**
 * The link mailed with a visitor's quote request: the holder of an account with that email confirms,
 * signed in, that the request is theirs, and it joins their portal (docs/decisions/0011).
 */
export function ClaimPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const quoteId = Number(params.get('quote'));
  const token = params.get('token');
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => api.post<Quote>(`/api/quotes/${quoteId}/claim`, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
  const reference = Number.isInteger(quoteId) && quoteId > 0 ? quoteId : null;
  // Its number is the quote's own (issue 27), known once the request is in the account.
  const number = claim.data ? proposalNumber(claim.data) : null;

  return (
    <AuthCard title="Add a request to your account" subtitle={number ? `Quote request ${number}` : undefined}>
      {(!reference || !token) && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Invalid link">
          This link is incomplete. Please open the link from your email again.
        </Alert>
      )}
      {reference && token && isLoading && (
        <Stack align="center" py="lg">
          <Loader />
        </Stack>
      )}
      {reference && token && !isLoading && !user && (
        <Stack>
          <Text>
            Sign in with the account that uses the email address this request was sent with, then confirm that
            the request is yours.
          </Text>
          <Button component={Link} to="/login" state={{ from: location.pathname + location.search }}>
            Sign in to continue
          </Button>
          <Text size="sm" c="dimmed">
            No account yet?{' '}
            <Anchor component={Link} to="/signup">
              Create one with that email address
            </Anchor>
            , confirm your email, then open this link again.
          </Text>
        </Stack>
      )}
      {reference && token && user && !claim.isSuccess && (
        <Stack>
          <Text>
            Signed in as <strong>{user.username}</strong> ({user.email}). Is this request yours? Adding it
            lets you review, accept and message us about it in your portal.
          </Text>
          {claim.isError && (
            <Alert color="red" icon={<IconAlertTriangle />} title="Could not add the request">
              {errorText(claim.error, 'This link is invalid or the request is already in an account.')}
            </Alert>
          )}
          <Button loading={claim.isPending} onClick={() => claim.mutate()}>
            Add to my account
          </Button>
        </Stack>
      )}
      {claim.isSuccess && (
        <Stack>
          <Alert color="sage" icon={<IconCircleCheck />} title="Request added">
            {number} is now in your portal.
          </Alert>
          <Button component={Link} to={`/proposals?quote=${quoteId}`}>
            View it in your portal
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
