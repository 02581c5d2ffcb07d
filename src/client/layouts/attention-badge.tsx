import { Badge } from '@mantine/core';
import type { Attention } from '../../common/attention.ts';
import { ATTENTION_LABELS } from '../../common/attention.ts';
import { useAttention } from '../features/attention/use-attention.ts';

/** A sidebar entry's count of what waits (admins only); the dashboard cards show the same numbers. */
export function AttentionBadge({ name }: { name: keyof Attention | undefined }) {
  const attention = useAttention();
  const count = name ? attention.data?.[name].count : undefined;
  if (!name || !count) return null;
  return (
    <Badge
      size="sm"
      color="ember"
      circle={count < 10}
      aria-label={`${count} ${ATTENTION_LABELS[name]}`}
      data-badge={name}
    >
      {count}
    </Badge>
  );
}
