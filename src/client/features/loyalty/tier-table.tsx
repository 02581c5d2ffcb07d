import { Paper, Table, Text, Title } from '@mantine/core';
import { TIERS } from '../../../common/loyalty.ts';
import stacked from '../../ui/stacked-table.module.css';
import { TIER_INK } from './tier-card.tsx';

const range = (i: number) => {
  const tier = TIERS[i]!;
  const next = TIERS[i + 1];
  return next
    ? `${tier.min.toLocaleString('en-US')} – ${(next.min - 1).toLocaleString('en-US')}`
    : `${tier.min.toLocaleString('en-US')}+`;
};

/**
 * The spec's tier table: lifetime points, multiplier and perks (Platinum: free delivery on $200+). On
 * phones each tier is a card of its own (ui/stacked-table), like the proposal's line items: four columns
 * of perks were cut at the screen's edge.
 */
export function TierTable({ current }: { current: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h3" mb="sm">
        Membership tiers
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tier</Table.Th>
              <Table.Th>Lifetime points</Table.Th>
              <Table.Th>Multiplier</Table.Th>
              <Table.Th>Benefits</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TIERS.map((tier, i) => (
              <Table.Tr
                key={tier.name}
                bg={tier.name === current ? 'var(--mantine-color-ember-0)' : undefined}
              >
                <Table.Td data-label="Tier">
                  <Text fw={800} c={TIER_INK[tier.name]}>
                    {tier.name}
                  </Text>
                  {tier.name === current && <span className="visually-hidden"> (your tier)</span>}
                </Table.Td>
                <Table.Td data-label="Lifetime points">{range(i)}</Table.Td>
                <Table.Td data-label="Multiplier">{tier.multiplierTenths / 10}x</Table.Td>
                <Table.Td data-label="Benefits">{tier.perks.join(' · ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
