import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { LoyaltySummary } from '../../../common/loyalty.ts';
import { formatMoney } from '../../../common/money.ts';

const TIER_COLORS: Record<string, string> = {
  Bronze: 'orange',
  Silver: 'gray',
  Gold: 'yellow',
  Platinum: 'violet',
};

/** Text colours of each tier, dark enough for 4.5:1 on the light badge and on white. */
export const TIER_INK: Record<string, string> = {
  Bronze: '#9a3412',
  Silver: '#374151',
  Gold: '#854d0e',
  Platinum: '#5b21b6',
};

const number = (n: number) => n.toLocaleString('en-US');

/** The member's tier, balance and the way to the next tier (from lifetime points: decision 0017). */
export function TierCard({ summary }: { summary: LoyaltySummary }) {
  const facts = [
    { label: 'Lifetime points', value: number(summary.lifetimePoints) },
    { label: 'Points multiplier', value: `${summary.multiplier}x` },
    { label: 'Total spent', value: formatMoney(summary.totalSpent) },
    { label: 'Events hosted', value: number(summary.eventsHosted) },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-label="Your tier">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Available points
            </Text>
            <Text ff="heading" fw={700} fz={44} lh={1.1} data-testid="points-balance">
              {number(summary.points)}
            </Text>
          </div>
          <Badge
            size="xl"
            variant="light"
            color={TIER_COLORS[summary.tier] ?? 'gray'}
            c={TIER_INK[summary.tier]}
            leftSection={<IconCrown size={16} />}
          >
            {summary.tier} Member
          </Badge>
        </Group>
        <div>
          <Progress
            value={summary.progressPercent}
            size="lg"
            radius="xl"
            color="ember"
            aria-label={summary.nextTier ? `Progress to ${summary.nextTier}` : 'Top tier reached'}
          />
          <Text size="sm" mt={6}>
            {summary.nextTier
              ? `${number(summary.pointsToNext)} points to ${summary.nextTier}`
              : 'You have reached our top tier: Platinum.'}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {facts.map((f) => (
            <div key={f.label}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text fw={700}>{f.value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
