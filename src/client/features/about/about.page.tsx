import { Grid, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHeartHandshake, IconLeaf, IconUsersGroup } from '@tabler/icons-react';
import { eventsClaim, replyWithin } from '../../../common/offer/text.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { CtaBand } from '../../ui/cta-band.tsx';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import classes from './about.module.css';

const values = (within: string) => [
  {
    icon: IconLeaf,
    title: 'Fresh, from scratch',
    text: 'We cook every order in our own kitchen on the day, with produce and seafood bought that week.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Hospitality first',
    text: 'Your guests are our guests. Our staff serve with the warmth of a family dinner.',
  },
  {
    icon: IconClock,
    title: 'On time, every time',
    text: `Food arrives hot and set up before your first guest does. We reply to every inquiry ${within}.`,
  },
  {
    icon: IconUsersGroup,
    title: 'Rooted in community',
    text: 'We hire locally, train new cooks in our kitchen and cook for Philadelphia schools and charities.',
  },
];

export function AboutPage() {
  const business = useBusiness();
  // The events figure is the offer's claim (the stats below show it too), never a number of our own.
  const events = eventsClaim(business.offer.claims);
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title={`The kitchen behind ${business.name}`}
        lead={`Since ${business.foundedYear} we have cooked for ${events ? `${events.value} ` : ''}Philadelphia events, from backyard birthdays to weddings.`}
        art={usePlacedArtwork('about-banner', ARTWORK.heroBrunch)}
      />
      <Section
        id="mission"
        eyebrow="Our mission"
        title="Make every gathering feel like home"
        align="left"
        tone="white"
      >
        <Grid gap={{ base: 32, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Text fz="lg" lh={1.7}>
                Our mission is simple: cook generous, honest food and serve it so well that hosts get to enjoy
                their own party. We started with a single oven and a handful of family recipes; today a team
                of cooks, servers and coordinators caters weddings, corporate lunches, brunches and community
                events across the city.
              </Text>
              <Text fz="lg" lh={1.7}>
                Whether you order two half pans for a graduation or a plated dinner with full service, you
                deal with one team that plans with you, cooks for you and stays until the last plate is
                cleared.
              </Text>
            </Stack>
            <dl className={classes.stats}>
              {business.offer.claims.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ArtImage
              art={ARTWORK.dishChicken}
              sizes="(min-width: 62em) 440px, 100vw"
              className={classes.image}
            />
          </Grid.Col>
        </Grid>
      </Section>
      <Section
        id="values"
        eyebrow="Core values"
        title="Four promises we keep"
        description="They guide how we cook, how we serve and how we treat the people we work with."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {values(replyWithin(business.offer)).map((value) => (
            <Stack key={value.title} gap="sm" className={classes.value}>
              <ThemeIcon size={52} radius="md" color="sage" variant="light">
                <value.icon size={28} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="xl">
                {value.title}
              </Title>
              <Text c="dimmed">{value.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        title="Let's plan something delicious"
        links={[
          { to: '/contact', label: 'Contact Us', primary: true },
          { to: '/services', label: 'Our Services' },
          { to: '/menu', label: 'Browse the Menu' },
          { to: '/quote', label: 'Get a Quote' },
        ]}
      />
    </>
  );
}
