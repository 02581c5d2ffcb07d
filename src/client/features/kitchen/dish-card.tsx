import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { PrepDish } from '../../../common/kitchen/schema.ts';
import { notifyError } from '../../lib/notify.ts';
import { useMarkPrepared } from './use-kitchen.ts';

/** "2 half pans · 4 full pans", or nothing when the dish is served by the portion. */
function pansText(pans: PrepDish['pans']): string {
  const parts = [
    pans.half ? `${pans.half} half ${pans.half === 1 ? 'pan' : 'pans'}` : '',
    pans.full ? `${pans.full} full ${pans.full === 1 ? 'pan' : 'pans'}` : '',
  ].filter(Boolean);
  return parts.join(' · ');
}

export function DishCard({ date, dish }: { date: string; dish: PrepDish }) {
  const mark = useMarkPrepared();
  const pans = pansText(dish.pans);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={dish.prepared ? 'var(--mantine-color-green-light)' : undefined}
      data-testid="prep-dish"
    >
      <Stack gap={6}>
        <Checkbox
          size="md"
          checked={dish.prepared}
          disabled={dish.menuItemId === null}
          label={
            <Text fw={600} td={dish.prepared ? 'line-through' : undefined}>
              {dish.name}
            </Text>
          }
          aria-label={`${dish.name} prepared`}
          onChange={(event) => {
            if (dish.menuItemId === null) return;
            mark.mutate(
              { date, menuItemId: dish.menuItemId, prepared: event.currentTarget.checked },
              { onError: () => notifyError('The mark could not be saved. Please try again.') },
            );
          }}
        />
        <Group gap="xs" pl={32}>
          {pans && <Text size="sm">{pans}</Text>}
          <Text size="sm" c="dimmed">
            {dish.portions} portions
          </Text>
        </Group>
        <Group gap={4} pl={32}>
          {dish.for.map((f) => (
            <Badge key={`${f.kind}-${f.id}`} size="sm" variant="outline" color="gray">
              {f.number}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
