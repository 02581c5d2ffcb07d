import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../ui/query-state.tsx';
import { TierCard } from '../loyalty/tier-card.tsx';
import { useLoyalty } from '../loyalty/use-loyalty.ts';

/** The rewards summary of /rewards, inside the profile. */
export function LoyaltyTab() {
  const loyalty = useLoyalty();
  return (
    <QueryState
      query={loyalty}
      loadingLabel="Loading your rewards"
      errorTitle="Your rewards could not be loaded"
      skeletons={{ count: 1, height: 240 }}
    >
      {(summary) => (
        <Stack gap="md">
          <TierCard summary={summary} />
          <Group>
            <Button component={Link} to="/rewards">
              View rewards
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
