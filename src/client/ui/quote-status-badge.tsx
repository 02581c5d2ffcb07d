import { Badge, type BadgeProps } from '@mantine/core';
import { quoteStatusLabel } from '../../common/quotes/text.ts';

/**
 * The spec's badge colours: sent orange, viewed blue (green on dashboard cards), accepted green, rejected
 * red; completed (an event that took place, which earns loyalty points) violet.
 */
const COLORS: Record<string, string> = {
  sent: 'orange',
  viewed: 'blue',
  accepted: 'green',
  rejected: 'red',
  completed: 'violet',
};
/**
 * Text on the light badges. Mantine's darkest orange and green (shade 9) are still under 4.5:1 on their
 * own tint, so each colour gets a deeper ink of the same hue.
 */
const INK: Record<string, string> = {
  orange: '#9a3412',
  blue: '#1e3a8a',
  green: '#166534',
  red: '#991b1b',
  violet: '#5b21b6',
  gray: 'var(--mantine-color-gray-8)',
};

/**
 * A quote's status as a coloured badge, wherever a quote is listed: the proposals, the conversation
 * about one (messages) and the order history (profile); here in ui so those features need not import
 * each other for it.
 */
export function QuoteStatusBadge({
  status,
  onDashboard = false,
  ...props
}: { status: string; onDashboard?: boolean } & BadgeProps) {
  const color = onDashboard && status === 'viewed' ? 'green' : (COLORS[status] ?? 'gray');
  return (
    <Badge color={color} variant="light" c={INK[color]} {...props}>
      {quoteStatusLabel(status)}
    </Badge>
  );
}
