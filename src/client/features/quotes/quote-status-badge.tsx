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
    <Badge color={color} variant="light" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
