import {
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconCake,
  IconConfetti,
  IconHeart,
  IconSchool,
  IconSparkles,
} from '@tabler/icons-react';
import { formatEventDate } from '../../../common/business-time.ts';
import {
  EVENT_TYPE_LABELS,
  type EventType,
  proposalNumber,
  type Quote,
  WIZARD_EVENT_TYPES,
} from '../../../common/quotes/schema.ts';
import { PaymentLine } from '../payments/payment-line.tsx';
import { eventTitle, totalText } from './proposal-card.tsx';

const TILE_ICONS: Record<(typeof WIZARD_EVENT_TYPES)[number], Icon> = {
  corporate: IconBriefcase,
  wedding: IconHeart,
  private: IconCake,
  school: IconSchool,
  special: IconSparkles,
  other: IconConfetti,
};

/** Accepted proposals whose date is still ahead (or not set), soonest first. */
function upcomingEvents(quotes: readonly Quote[], now = Date.now()): Quote[] {
  return quotes
    .filter((q) => q.status === 'accepted' && (!q.eventDate || Date.parse(q.eventDate) >= now))
    .sort(
      (a, b) =>
        (a.eventDate ? Date.parse(a.eventDate) : Infinity) -
        (b.eventDate ? Date.parse(b.eventDate) : Infinity),
    );
}

/** Upcoming Events: accepted quotes labelled Confirmed, then six tiles to book a new event. */
export function UpcomingEvents({
  quotes,
  onBook,
  onOpen,
}: {
  quotes: readonly Quote[];
  /** Starts the wizard for that event type; absent for admins, whose main action is the menu. */
  onBook?: (eventType: EventType) => void;
  onOpen: (quote: Quote) => void;
}) {
  const events = upcomingEvents(quotes);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Upcoming Events
      </Title>
      {events.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">No confirmed events yet. Accepted proposals appear here.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {events.map((quote) => (
            <Card
              key={quote.id}
              withBorder
              radius="lg"
              padding="md"
              component="button"
              type="button"
              className="hover-lift"
              onClick={() => onOpen(quote)}
              aria-label={`${eventTitle(quote)}, ${proposalNumber(quote)}, confirmed`}
              style={{ textAlign: 'left' }}
            >
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fw={700}>{eventTitle(quote)}</Text>
                <Badge color="sage.8" variant="filled">
                  Confirmed
                </Badge>
              </Group>
              <Text size="sm">{formatEventDate(quote.eventDate)}</Text>
              <Text size="sm" c="dimmed">
                {quote.guestCount} guests · {quote.venue ?? 'Venue TBD'} · {totalText(quote)}
              </Text>
              <PaymentLine quote={quote} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      {onBook && (
        <>
          <Title order={3} fz="h4" mt="sm">
            New Event Booking
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {WIZARD_EVENT_TYPES.map((type) => {
              const TileIcon = TILE_ICONS[type];
              return (
                <UnstyledButton
                  key={type}
                  onClick={() => onBook(type)}
                  className="hover-lift"
                  aria-label={`Book a ${EVENT_TYPE_LABELS[type]}`}
                >
                  <Paper withBorder radius="lg" p="md" ta="center" h="100%">
                    <ThemeIcon size={44} radius="xl" variant="light" mx="auto" mb="xs" aria-hidden>
                      <TileIcon size={24} />
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {EVENT_TYPE_LABELS[type]}
                    </Text>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
