import { Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Bill } from '../../../common/bill/types.ts';
import { formatDateTime } from '../../../common/business-time.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { type TimelineEntry, timelineSteps } from '../../../common/tracker.ts';
import { BillRows } from '../../ui/bill-rows.tsx';

/** Steps happen on the business's clock, wherever the visitor's browser is. */
const when = formatDateTime;

type Props = {
  orderNumber: string;
  status: OrderStatus;
  timeline: TimelineEntry[];
  items: { name: string; quantity: number }[];
  /** Shown under the number: the event date or pickup time, when known. */
  subtitle?: string;
  total?: string;
  /** The bill, shown part by part under the items. */
  bill?: Bill;
};

/** One order: its number, status, items and each step of the way with the time it was reached. */
export function OrderTimeline({ orderNumber, status, timeline, items, subtitle, total, bill }: Props) {
  const steps = timelineSteps(status, timeline);
  const active = steps.findIndex((s) => s.state === 'current');
  const cancelled = status === 'cancelled';
  return (
    <Paper component="article" aria-label={`Order ${orderNumber}`} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={800} fz="lg">
              {orderNumber}
            </Text>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          <Group gap="xs">
            {total && <Text fw={700}>{formatCents(toCents(total))}</Text>}
            <Badge
              size="lg"
              variant="light"
              color={cancelled ? 'red' : 'ember'}
              c={cancelled ? '#991b1b' : '#9a3412'}
            >
              {STATUS_LABELS[status]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">{items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Text>
        {bill && <BillRows bill={bill} />}
        <Timeline
          active={active}
          bulletSize={26}
          lineWidth={2}
          color={cancelled ? 'red' : 'sage'}
          aria-label={`Progress of ${orderNumber}`}
        >
          {steps.map((step) => (
            <Timeline.Item
              key={step.key}
              bullet={
                step.key === 'cancelled' ? (
                  <IconX size={14} />
                ) : step.state === 'upcoming' ? null : (
                  <IconCheck size={14} />
                )
              }
              title={
                <Text
                  fw={step.state === 'current' ? 800 : 600}
                  c={step.state === 'upcoming' ? 'dimmed' : undefined}
                >
                  {step.label}
                  {step.state === 'current' && <span className="visually-hidden"> (current step)</span>}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {step.at ? when(step.at) : step.state === 'upcoming' ? 'Not yet' : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
