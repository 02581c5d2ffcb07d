import {
  Anchor,
  Card,
  Container,
  Grid,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPlus, IconQuote, IconSchool, IconToolsKitchen2, IconUsersGroup } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { dishChoiceText, replyWithin } from '../../../common/offer/text.ts';
import type { Offer, ServiceLine } from '../../../common/offer/types.ts';
import { TESTIMONIALS } from '../../../common/site.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { type ServiceName, serviceVisible } from '../../../common/switches/defaults.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { CtaBand } from '../../ui/cta-band.tsx';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import { OfferCard } from './offer-card.tsx';

/** The menu options: the per-person packages and pan orders, as service lines. */
function menuOptions(offer: Offer): ServiceLine[] {
  const packages = offer.perPerson.map((p) => ({
    id: p.key,
    title: p.name,
    price: p.pricePerPerson,
    unit: 'per person',
    from: false,
    description: `${p.description} Minimum ${p.minGuests} guests.`,
    includes: [dishChoiceText(p), ...p.includes],
  }));
  return [...packages, offer.pans];
}

/** Offers that belong to a service the Feature Manager can switch off. */
const OFFER_SERVICE: Record<string, ServiceName> = { 'food-truck': 'foodTruck', brunch: 'brunch' };

const STORIES = [
  ...TESTIMONIALS,
  {
    quote:
      'They ran our 300-person charity gala from setup to breakdown. The coordinator made it look effortless.',
    name: 'Angela W.',
    event: 'Charity gala, Old City',
  },
];

/** The offer tabs, by their `?tab=` value (the first needs none). */
const TABS = ['main', 'menu-options', 'add-ons'] as const;
type OfferTab = (typeof TABS)[number];
const isOfferTab = (value: string | null): value is OfferTab => TABS.includes(value as OfferTab);

export function ServicesPage() {
  const offer = useOffer();
  const features = useSwitches();
  // The chosen tab lives in the URL: a link can open it, and it stays chosen when the page is
  // mounted again (a signed-in visitor's page moves into the portal's layout as React starts).
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: OfferTab = isOfferTab(requested) ? requested : 'main';
  const chooseTab = (value: string | null) =>
    setParams(value && value !== 'main' ? { tab: value } : {}, { replace: true, preventScrollReset: true });
  const offered = (offer: { id: string }) => {
    const service = OFFER_SERVICE[offer.id];
    return !service || serviceVisible(features, service, false);
  };
  return (
    <>
      <PageBanner
        eyebrow="Services & prices"
        title="Catering services"
        lead={`Clear starting prices for every kind of event. Tell us what you need and we'll send a detailed quote ${replyWithin(offer)}.`}
        art={usePlacedArtwork('services-banner', ARTWORK.heroBuffet)}
      />
      <Section id="offers" eyebrow="What we offer" title="Choose how we cater your event" tone="white">
        {/* Every panel is in the page (hidden with display: none, not React's Activity, which the server
            leaves out): choosing a tab mounts nothing, so the tap answers at once. */}
        <Tabs
          value={tab}
          onChange={chooseTab}
          variant="pills"
          radius="xl"
          color="ember"
          keepMountedMode="display-none"
        >
          <Tabs.List justify="center" mb="xl">
            <Tabs.Tab value="main" leftSection={<IconUsersGroup size={16} />}>
              Main Services
            </Tabs.Tab>
            <Tabs.Tab value="menu-options" leftSection={<IconToolsKitchen2 size={16} />}>
              Menu Options
            </Tabs.Tab>
            <Tabs.Tab value="add-ons" leftSection={<IconPlus size={16} />}>
              Add-Ons
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="main">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {offer.services.filter(offered).map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="menu-options">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {menuOptions(offer)
                .filter(offered)
                .map((offer) => (
                  <OfferCard key={offer.id} offer={offer} />
                ))}
            </SimpleGrid>
            <Text ta="center" c="dimmed" mt="lg">
              Salmon, shrimp, lobster, crab legs and lollipop lamb chops are priced at market value.{' '}
              <Anchor component={Link} to="/menu">
                See the full menu
              </Anchor>
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="add-ons">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
              {offer.addOns.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
      </Section>
      <Section
        id="stories"
        eyebrow="Client stories"
        title="Events we are proud of"
        description="A few words from the hosts we have cooked for."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {STORIES.map((story) => (
            <Card key={story.name} component="figure" padding="xl" radius="lg" withBorder m={0}>
              <ThemeIcon variant="light" color="ember" size={40} radius="xl">
                <IconQuote size={22} />
              </ThemeIcon>
              <Text component="blockquote" m={0} mt="md" fz="lg" lh={1.55}>
                {story.quote}
              </Text>
              <Text component="figcaption" mt="md" fw={700}>
                {story.name}{' '}
                <Text component="span" c="dimmed" fw={400} size="sm">
                  · {story.event}
                </Text>
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      {serviceVisible(features, 'training', false) && (
        <Container size="lg" pb={64}>
          <Card radius="lg" padding="xl" withBorder bg="sage.0">
            <Grid align="center" gap="lg">
              <Grid.Col span={{ base: 12, sm: 'content' }}>
                <ThemeIcon size={56} radius="md" color="sage">
                  <IconSchool size={30} stroke={1.6} />
                </ThemeIcon>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 'auto' }}>
                <Stack gap={4}>
                  <Title order={2} fz="h3">
                    Chef & etiquette training
                  </Title>
                  <Text c="dimmed">
                    Learn in our kitchen: chef fundamentals, an event catering masterclass, private coaching
                    and dining etiquette. Programs from $150 per hour.
                  </Text>
                  <Anchor component={Link} to="/training" fw={700}>
                    See the training programs
                  </Anchor>
                </Stack>
              </Grid.Col>
            </Grid>
          </Card>
        </Container>
      )}
      <CtaBand />
    </>
  );
}
