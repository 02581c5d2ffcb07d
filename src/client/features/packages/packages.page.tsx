import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCheck, IconClockHour4, IconLeaf, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dishChoiceText, packageGuests, priceTag, replyWithin } from '../../../common/offer/text.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useOfferedPackages } from '../../lib/use-offered-packages.ts';
import { CtaBand } from '../../ui/cta-band.tsx';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import classes from './packages.module.css';

const reasons = (offer: Offer) => [
  {
    icon: IconLeaf,
    title: 'Cooked fresh that day',
    text: 'Nothing reheated from the freezer: every pan leaves our kitchen the day of your event.',
  },
  {
    icon: IconClockHour4,
    title: `Reply ${replyWithin(offer)}`,
    text: offer.proposals.sendPricedAtOnce
      ? 'A package request gets its proposal and price at once; a custom menu gets a personal answer from our team.'
      : 'Every request gets a personal answer and a clear price from our team, never an automated reply.',
  },
  {
    icon: IconShieldCheck,
    title: 'Licensed and insured',
    text: 'Health-inspected kitchen, ServSafe-certified staff, full liability insurance.',
  },
  {
    icon: IconAward,
    title: offer.claims
      .slice(0, 2)
      .map((c) => `${c.value} ${c.label.toLowerCase()}`)
      .join(', '),
    text: 'Weddings, offices, schools and churches across Philadelphia trust us.',
  },
];

export function PackagesPage() {
  const offer = useOffer();
  const packages = useOfferedPackages(offer);
  const largest = Math.max(0, ...offer.perEvent.map((p) => p.maxGuests));
  return (
    <>
      <PageBanner
        eyebrow="Catering packages"
        title="Simple packages, honest prices"
        lead="Pick the package that fits your guest list. Every package can be tailored; tell us what you need when you order."
        art={usePlacedArtwork('packages-banner', ARTWORK.heroFeast)}
      />
      <Section id="packages" eyebrow="Packages" title="Choose your package" tone="white">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid}>
          {packages.map((pkg) => (
            <Card
              key={pkg.key}
              padding="xl"
              radius="lg"
              withBorder
              className={classes.card}
              data-popular={pkg.popular || undefined}
              aria-labelledby={`package-${pkg.key}`}
              component="article"
            >
              {pkg.popular && (
                <Badge className={classes.badge} size="lg" color="ember" variant="filled">
                  Most Popular
                </Badge>
              )}
              <Title order={3} id={`package-${pkg.key}`} fz="h2">
                {pkg.name}
              </Title>
              <Text c="dimmed" mt={4}>
                {pkg.description}
              </Text>
              <Text mt="lg" className={classes.price}>
                {pkg.kind === 'per-event' ? priceTag(pkg.price) : priceTag(pkg.pricePerPerson)}{' '}
                <span>{pkg.kind === 'per-event' ? 'per event' : 'per person'}</span>
              </Text>
              <Text fw={700} c="sage.8">
                {packageGuests(pkg)}
              </Text>
              <List
                mt="lg"
                spacing="sm"
                style={{ flex: 1 }}
                icon={
                  <ThemeIcon color="sage" size={22} radius="xl">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                <List.Item>{dishChoiceText(pkg)}</List.Item>
                {pkg.includes.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={`/quote?package=${pkg.key}`}
                size="md"
                mt="xl"
                fullWidth
                variant={pkg.popular ? 'filled' : 'outline'}
                // The visible words are the name (the spec's 'Place Order Now'); the card's heading says which.
                aria-describedby={`package-${pkg.key}`}
              >
                Place Order Now
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" mt="xl">
          Need more than {largest} guests or a custom menu?{' '}
          <Link to="/quote?package=custom" className={classes.link}>
            Request a custom quote
          </Link>
          .
        </Text>
      </Section>
      <Section
        id="why"
        eyebrow="Why choose us"
        title="Why hosts choose us"
        description="The same care whether you feed 15 or 150."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {reasons(offer).map((reason) => (
            <Stack key={reason.title} gap="sm" className={classes.reason}>
              <ThemeIcon size={48} radius="md" color="ember" variant="light">
                <reason.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {reason.title}
              </Title>
              <Text c="dimmed" size="sm">
                {reason.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand />
    </>
  );
}
