import { Badge, Button, Card, CopyButton, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorCode } from '../../../common/error-codes.ts';
import type { LoyaltySummary, RedeemResult, RewardId } from '../../../common/loyalty.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useRedeem, useRewards } from './use-loyalty.ts';

const HOW_TO_USE: Record<string, string> = {
  'discount-15': 'Choose it at checkout on an order over $200.',
  'appetizer-tray': 'Choose it at checkout: the tray is added free to your order.',
  'package-upgrade': 'It is noted on your next event proposal automatically.',
};

/** The spec's rewards with Redeem; too few points answers 'Insufficient Points'. */
export function RewardList({ summary }: { summary: LoyaltySummary }) {
  const rewards = useRewards();
  const redeem = useRedeem();
  const [result, setResult] = useState<RedeemResult | null>(null);

  const onRedeem = (id: RewardId) =>
    redeem.mutate(id, {
      onSuccess: (r) => {
        setResult(r);
        notifySuccess('Reward Redeemed', `Your code is ${r.code}.`);
      },
      onError: (error) =>
        error instanceof ApiError && error.code === ErrorCode.insufficientPoints
          ? notifyError('Insufficient Points', error.serverMessage)
          : notifyError('Error', errorText(error, 'Failed to redeem the reward.')),
    });

  const unused = summary.codes.filter((c) => !c.usedAt && !c.voidedAt);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Rewards
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {rewards.data?.map((reward) => (
          <Card
            key={reward.id}
            withBorder
            radius="lg"
            padding="lg"
            component="article"
            aria-label={reward.name}
          >
            <Stack gap="xs" h="100%">
              <Group justify="space-between" wrap="nowrap">
                <IconGift size={28} color="var(--mantine-color-ember-7)" aria-hidden />
                <Badge variant="light" color="ember" c="ember.9">
                  {reward.points.toLocaleString('en-US')} points
                </Badge>
              </Group>
              <Text fw={700}>{reward.name}</Text>
              <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                {reward.description}
              </Text>
              <Button
                onClick={() => onRedeem(reward.id as RewardId)}
                loading={redeem.isPending && redeem.variables === reward.id}
                variant={summary.points >= reward.points ? 'filled' : 'light'}
              >
                Redeem
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {unused.length > 0 && (
        <Card withBorder radius="lg" padding="md" aria-label="Your reward codes">
          <Text fw={700} mb="xs">
            Your reward codes
          </Text>
          <Stack gap={6}>
            {unused.map((c) => (
              <Group key={c.code} justify="space-between" wrap="wrap">
                <Text size="sm">
                  <Text span ff="monospace" fw={700}>
                    {c.code}
                  </Text>{' '}
                  · {c.rewardName}
                </Text>
                <Text size="xs" c="dimmed">
                  {HOW_TO_USE[c.rewardId]}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        title="Reward redeemed"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {result && (
          <Stack>
            <Text>{result.reward.name}: your personal code is</Text>
            <Text ff="monospace" fw={800} fz={26} ta="center" data-testid="reward-code">
              {result.code}
            </Text>
            <Text size="sm" c="dimmed">
              {HOW_TO_USE[result.reward.id]} It works once, for your account only.
            </Text>
            <CopyButton value={result.code}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy code'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
