import { Paper, Radio, Stack, Text } from '@mantine/core';
import { DISCOUNT_MIN_CENTS, DISCOUNT_PERCENT } from '../../../common/loyalty.ts';
import { formatCents } from '../../../common/money.ts';
import { useSession } from '../../lib/use-session.ts';
import { useLoyalty } from './use-loyalty.ts';

/** At checkout, a member picks one of their unused order rewards; the server checks and applies it. */
export function RewardCodePicker({
  totalCents,
  value,
  error = null,
  onChange,
}: {
  totalCents: number;
  value: string | null;
  /** The server's reason for refusing the reward when the order was placed. */
  error?: string | null;
  onChange: (code: string | null) => void;
}) {
  const { user } = useSession();
  const loyalty = useLoyalty(user !== null);
  const codes = (loyalty.data?.codes ?? []).filter(
    (c) => !c.usedAt && !c.voidedAt && c.rewardId !== 'package-upgrade',
  );
  if (!user || codes.length === 0) return null;
  const label = (rewardId: string) => {
    if (rewardId !== 'discount-15') return 'A free Assorted Dessert Tray (Small) is added to this order';
    return totalCents > DISCOUNT_MIN_CENTS
      ? `You save ${formatCents(Math.round((totalCents * DISCOUNT_PERCENT) / 100))}`
      : 'For orders over $200';
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Radio.Group
        label="Use a reward"
        value={value ?? 'none'}
        error={error}
        onChange={(next) => onChange(next === 'none' ? null : next)}
      >
        <Stack gap="xs" mt="xs">
          {/* The API's field name: a refused reward puts the focus here (lib/form-errors.ts). */}
          <Radio value="none" label="No reward" data-path="rewardCode" />
          {codes.map((c) => (
            <Radio
              key={c.code}
              value={c.code}
              disabled={c.rewardId === 'discount-15' && totalCents <= DISCOUNT_MIN_CENTS}
              label={`${c.rewardName} (${c.code})`}
              description={label(c.rewardId)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" mt="xs">
        Your reward is applied to the order total when you place the order.
      </Text>
    </Paper>
  );
}
