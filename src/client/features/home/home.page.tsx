import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusiness } from '../../lib/use-business.ts';
import { CtaBand } from '../../ui/cta-band.tsx';
import { EventPhotos } from './event-photos.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import classes from './home.module.css';
import { PlatformFeatures, Testimonials } from './home-extras.tsx';
import { ServiceCards, Specialties } from './home-services.tsx';
import { SignatureDishes } from './signature-dishes.tsx';

/** The home page (/ and /home): what we cook, for whom, and how to book. */
export function HomePage() {
  const business = useBusiness();
  return (
    <>
      <HeroCarousel>
        <Container size="lg">
          <Stack gap="lg" maw={640}>
            <Badge size="lg" variant="filled" color="ember" className={classes.heroBadge}>
              Philadelphia catering since {business.foundedYear}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Food worth gathering around
            </Title>
            <Text className={classes.heroLead}>
              {business.name} cooks for weddings, office lunches, brunches and block parties: full-service
              events, half and full pans to pick up, and a food truck that comes to you.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/quote" size="lg" rightSection={<IconArrowRight size={18} />}>
                Get Your Free Quote
              </Button>
              <Button
                component={Link}
                to="/gallery"
                size="lg"
                variant="white"
                color="dark"
                leftSection={<IconPhoto size={18} />}
              >
                View Gallery
              </Button>
            </Group>
            <dl className={classes.stats}>
              {business.offer.claims.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Stack>
        </Container>
      </HeroCarousel>
      <ServiceCards />
      <Specialties />
      <EventPhotos />
      <SignatureDishes />
      <PlatformFeatures />
      <Testimonials />
      <CtaBand />
    </>
  );
}
