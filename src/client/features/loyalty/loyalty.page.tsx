import { Alert, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { HistoryTable } from './history-table.tsx';
import { MemberAdmin } from './member-admin.tsx';
import { MemberCard } from './member-card.tsx';
import { RewardList } from './reward-list.tsx';
import { TierCard } from './tier-card.tsx';
import { TierTable } from './tier-table.tsx';
import { useLoyalty } from './use-loyalty.ts';

/** §2.10 made real: points from completed orders and events, rewards to redeem, the member's QR code. */
export function LoyaltyPage() {
  const loyalty = useLoyalty();
  const { isAdmin } = useSession();
  const [params] = useSearchParams();
  // A scanned member card opens /rewards?member=ID: admins see that member's record.
  const member = Number(params.get('member'));
  if (isAdmin && Number.isInteger(member) && member > 0) {
    return (
      <Stack gap="lg" maw={1100}>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Loyalty Rewards
        </Title>
        <MemberAdmin memberId={member} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Loyalty Rewards
        </Title>
        <Text c="dimmed">Earn points on every completed order and event, and redeem them for rewards.</Text>
      </div>
      {loyalty.isPending && <Skeleton height={260} radius="lg" />}
      {loyalty.isError && <Alert color="red" title="Your rewards could not be loaded" />}
      {loyalty.data && (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TierCard summary={loyalty.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <MemberCard userId={loyalty.data.userId} tier={loyalty.data.tier} />
            </Grid.Col>
          </Grid>
          <RewardList summary={loyalty.data} />
          <TierTable current={loyalty.data.tier} />
          <HistoryTable history={loyalty.data.history} />
        </>
      )}
    </Stack>
  );
}
