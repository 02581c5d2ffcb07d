import { Badge, type BadgeProps } from '@mantine/core';
import { statusLabel } from './use-quotes.ts';

/** The spec's badge colours: sent orange, viewed blue (green on dashboard cards), accepted green, rejected red. */
const COLORS: Record<string, string> = { sent: 'orange', viewed: 'blue', accepted: 'green', rejected: 'red' };

export function QuoteStatusBadge({
  status,
  onDashboard = false,
  ...props
}: { status: string; onDashboard?: boolean } & BadgeProps) {
  const color = onDashboard && status === 'viewed' ? 'green' : (COLORS[status] ?? 'gray');
  return (
    // The darkest shade for the text keeps light badges above 4.5:1 contrast.
    <Badge color={color} variant="light" c={color === 'gray' ? 'gray.8' : `${color}.9`} {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
