import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { TierCard } from '../loyalty/tier-card.tsx';
import { useLoyalty } from '../loyalty/use-loyalty.ts';

/** The rewards summary of /rewards, inside the profile. */
export function LoyaltyTab() {
  const loyalty = useLoyalty();
  if (loyalty.isPending) return <Skeleton height={240} radius="lg" />;
  if (loyalty.isError) return <Alert color="red" title="Your rewards could not be loaded" />;
  return (
    <Stack gap="md">
      <TierCard summary={loyalty.data} />
      <Group>
        <Button component={Link} to="/rewards">
          View rewards
        </Button>
      </Group>
    </Stack>
  );
}
