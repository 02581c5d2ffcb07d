import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconPhone, IconSettings, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { findService, phoneHoursText, servicePrice, telHref } from '../../../common/offer/text.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { PageBanner } from '../../ui/page-banner.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import { ServiceGate } from '../switches/service-unavailable.tsx';
import { TruckMap } from './truck-map.tsx';
import { TruckRequestForm } from './truck-request-form.tsx';
import { NowServing, TodaySchedule, WeeklySchedule } from './truck-schedule.tsx';
import { useTruckLocation } from './use-truck.ts';

function TruckPageContent() {
  const truck = useTruckLocation();
  const business = useBusiness();
  const { isAdmin } = useSession();
  // The truck's price and minimum are the offer's (its 'food-truck' service line), as on /services.
  const truckService = findService(business.offer, 'food-truck');
  const truckTerms = [
    ...(truckService ? [servicePrice(truckService)] : []),
    `with a ${business.offer.minimums.foodTruckHours}-hour minimum`,
  ].join(' ');
  return (
    <>
      <PageBanner
        eyebrow="Food truck"
        title="Find the food truck"
        lead="Made-to-order plates from our kitchen on wheels: lunch stops around Philadelphia during the week, and your event when you book it."
        art={usePlacedArtwork('food-truck-banner', ARTWORK.heroTruck)}
      >
        {isAdmin && (
          <Button
            component={Link}
            to="/business-settings?tab=truck"
            leftSection={<IconSettings size={18} />}
            w="fit-content"
          >
            Edit schedule
          </Button>
        )}
      </PageBanner>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <QueryState
          query={truck}
          loadingLabel="Loading the truck's schedule"
          errorTitle="The schedule could not be loaded"
          errorHint={
            <>
              Please try again in a moment, or call us at{' '}
              <Anchor href={telHref(business.phone)}>{business.phone}</Anchor>.
            </>
          }
          placeholder={
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="lg">
                  <Skeleton h={200} radius="lg" />
                  <Skeleton h={180} radius="lg" />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Skeleton h={390} radius="lg" />
              </Grid.Col>
            </Grid>
          }
        >
          {(location) => {
            const mapStop = location.current ?? location.next?.stop;
            return (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Stack gap="lg">
                    <NowServing location={location} />
                    <TodaySchedule location={location} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <TruckMap
                    address={mapStop?.address ?? location.address}
                    place={mapStop?.place ?? 'our kitchen'}
                  />
                </Grid.Col>
              </Grid>
            );
          }}
        </QueryState>
      </Container>
      <Section id="quick-order" eyebrow="Quick order" title="Skip the line or book the truck" tone="warm">
        <Grid gap="lg">
          {[
            {
              icon: IconToolsKitchen2,
              title: 'Order ahead for pickup',
              text: 'Choose from the menu and pick up at the window, or have half and full pans delivered.',
              action: (
                <Button component={Link} to="/menu">
                  Order from the Menu
                </Button>
              ),
            },
            {
              icon: IconCalendarEvent,
              title: 'Book the truck for your event',
              text: `Block parties, schools and company events, ${truckTerms}.`,
              action: (
                <Button component="a" href="#book-the-truck" variant="outline">
                  Book the Truck
                </Button>
              ),
            },
            {
              icon: IconPhone,
              title: 'Call the truck line',
              text: `Questions about today’s stop or a large pickup order? Call us ${phoneHoursText(business)}.`,
              action: (
                <Button component="a" href={telHref(business.phone)} variant="light">
                  {business.phone}
                </Button>
              ),
            },
          ].map((item) => (
            <Grid.Col key={item.title} span={{ base: 12, md: 4 }}>
              <Card padding="xl" radius="lg" withBorder h="100%">
                <ThemeIcon size={48} radius="md" color="ember" variant="light">
                  <item.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {item.title}
                </Title>
                <Text c="dimmed" size="sm" mt={4} mb="lg" style={{ flex: 1 }}>
                  {item.text}
                </Text>
                {item.action}
              </Card>
            </Grid.Col>
          ))}
        </Grid>
      </Section>
      <Section id="weekly" eyebrow="Weekly schedule" title="Where to find us this week" tone="white">
        <QueryState
          query={truck}
          loadingLabel="Loading the weekly schedule"
          errorTitle="The weekly schedule could not be loaded"
          compact
          placeholder={<Skeleton h={320} radius="md" />}
        >
          {(location) => <WeeklySchedule location={location} />}
        </QueryState>
      </Section>
      <Section id="book-the-truck" eyebrow="Book the Truck" title="Bring the truck to your event" tone="warm">
        <Card padding="xl" radius="lg" withBorder maw={760} mx="auto">
          <TruckRequestForm />
        </Card>
      </Section>
    </>
  );
}

/** Shown while the service is on (Feature Manager); otherwise the page says it is not available. */
export function TruckPage() {
  return (
    <ServiceGate service="foodTruck">
      <TruckPageContent />
    </ServiceGate>
  );
}
