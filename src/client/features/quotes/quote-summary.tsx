import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatEventDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import { EVENT_TYPE_LABELS, type EventType, packageLabel } from '../../../common/quotes/schema.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useMenuItems } from '../menu/use-menu.ts';

/** The wizard's last step: what will be sent, with TBD for a missing date or venue. */
export function QuoteSummary(props: {
  eventType: string;
  guestCount: string;
  eventDate: string | null;
  venue: string;
  menuPackage: string;
  dishes: number[];
  estimate: string | null;
}) {
  const offer = useOffer();
  const menu = useMenuItems();
  const dishNames = props.dishes.map((id) => menu.data?.find((i) => i.id === id)?.name ?? `#${id}`);
  const rows: [string, string][] = [
    ['Event Type', EVENT_TYPE_LABELS[props.eventType as EventType] ?? 'TBD'],
    ['Guests', props.guestCount || 'TBD'],
    ['Date', formatEventDate(props.eventDate)],
    ['Venue', props.venue.trim() || 'TBD'],
    ['Catering Option', packageLabel(props.menuPackage, offer)],
    ['Dishes', dishNames.length ? dishNames.join(', ') : 'None chosen yet'],
    [
      'Estimated Total',
      props.estimate ? formatMoney(props.estimate) : `Priced by our team ${replyWithin(offer)}`,
    ],
  ];
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-ember-0)">
      <Text fw={700} mb="sm">
        Quote Summary
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={label === 'Estimated Total' ? 700 : 500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
