import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TENTATIVE_COLOR, TENTATIVE_LABEL } from '../../../common/calendar/schema.ts';
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
  // The cook's tap, shown at once and kept until the server's answer and the sheet read after it are
  // in: the sheet is polled every few seconds, and a poll that left before the mark was saved used to
  // land while it was being saved and untick the box under the cook's finger (the staff journey's
  // "Clicking the checkbox did not change its state" under load).
  const [tapped, setTapped] = useState<boolean | null>(null);
  const prepared = tapped ?? dish.prepared;
  const pans = pansText(dish.pans);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={prepared ? 'var(--mantine-color-green-light)' : undefined}
      data-testid="prep-dish"
    >
      <Stack gap={6}>
        <Checkbox
          size="md"
          checked={prepared}
          disabled={dish.menuItemId === null}
          label={
            <Text fw={600} td={prepared ? 'line-through' : undefined}>
              {dish.name}
            </Text>
          }
          aria-label={`${dish.name} prepared`}
          onChange={(event) => {
            if (dish.menuItemId === null) return;
            const checked = event.currentTarget.checked;
            setTapped(checked);
            mark.mutate(
              { date, menuItemId: dish.menuItemId, prepared: checked },
              {
                onError: () => notifyError('The mark could not be saved. Please try again.'),
                // Only the last tap lets go: an earlier one settling must not show the older sheet.
                onSettled: (_data, _error, body) => setTapped((now) => (now === body.prepared ? null : now)),
              },
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
            <Badge
              key={`${f.kind}-${f.id}`}
              size="sm"
              variant="outline"
              color={f.tentative ? TENTATIVE_COLOR : 'gray'}
              title={f.when}
            >
              {f.number}
              {f.tentative ? ` · ${TENTATIVE_LABEL}` : ''}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
