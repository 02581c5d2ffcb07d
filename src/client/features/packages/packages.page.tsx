import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCheck, IconClockHour4, IconLeaf, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PACKAGES } from '../../../common/site.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { CtaBand } from '../../ui/cta-band.tsx';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import classes from './packages.module.css';

const REASONS = [
  {
    icon: IconLeaf,
    title: 'Cooked fresh that day',
    text: 'Nothing reheated from the freezer: every pan leaves our kitchen the day of your event.',
  },
  {
    icon: IconClockHour4,
    title: 'Reply within 24 hours',
    text: 'Every request gets a personal answer and a clear price within a day.',
  },
  {
    icon: IconShieldCheck,
    title: 'Licensed and insured',
    text: 'Health-inspected kitchen, ServSafe-certified staff, full liability insurance.',
  },
  {
    icon: IconAward,
    title: '500+ events, 4.9 rating',
    text: 'Weddings, offices, schools and churches across Philadelphia trust us.',
  },
];

export function PackagesPage() {
  return (
    <>
      <PageBanner
        eyebrow="Catering packages"
        title="Simple packages, honest prices"
        lead="Pick the package that fits your guest list. Every package can be tailored; tell us what you need when you order."
        art={ARTWORK.heroFeast}
      />
      <Section id="packages" eyebrow="Packages" title="Choose your package" tone="white">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.grid}>
          {PACKAGES.map((pkg) => (
            <Card
              key={pkg.id}
              padding="xl"
              radius="lg"
              withBorder
              className={classes.card}
              data-popular={pkg.popular || undefined}
              aria-labelledby={`package-${pkg.id}`}
              component="article"
            >
              {pkg.popular && (
                <Badge className={classes.badge} size="lg" color="ember" variant="filled">
                  Most Popular
                </Badge>
              )}
              <Title order={3} id={`package-${pkg.id}`} fz="h2">
                {pkg.name}
              </Title>
              <Text c="dimmed" mt={4}>
                {pkg.description}
              </Text>
              <Text mt="lg" className={classes.price}>
                {pkg.price} <span>{pkg.period}</span>
              </Text>
              <Text fw={700} c="sage.8">
                {pkg.guests}
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
                {pkg.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to="/contact"
                size="md"
                mt="xl"
                fullWidth
                variant={pkg.popular ? 'filled' : 'outline'}
                aria-label={`Place Order Now: ${pkg.name} package`}
              >
                Place Order Now
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" mt="xl">
          Need more than 100 guests or a custom menu?{' '}
          <Link to="/quote" className={classes.link}>
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
          {REASONS.map((reason) => (
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
