import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandInstagram,
  IconFileCheck,
  IconLogin,
  IconMessages,
  IconReceipt,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { TESTIMONIALS } from '../../../common/site-claims.ts';
import { useFeatures } from '../../lib/use-features.ts';
import { Section } from '../../ui/section.tsx';
import classes from './home.module.css';

const FEATURES = [
  {
    icon: IconSparkles,
    title: 'Instant quotes',
    text: 'Full-service and brunch events are priced the moment you ask.',
  },
  {
    icon: IconFileCheck,
    title: 'Proposals online',
    text: 'Review, accept and download your proposal as a PDF.',
  },
  {
    icon: IconMessages,
    title: 'Talk to the chef',
    text: 'Message us about any detail of your event, in one thread.',
  },
  {
    icon: IconReceipt,
    title: 'Orders & rewards',
    text: 'Track your orders and earn loyalty points on every event.',
  },
];

const instagramHandle = (url: string) => {
  const handle = url.replace(/\/+$/, '').split('/').pop();
  return handle ? `@${handle}` : 'us';
};

export function PlatformFeatures() {
  // The Feature Manager's Instagram link; blank hides it.
  const { instagram } = useFeatures().social;
  return (
    <Section
      id="portal"
      eyebrow="Client portal"
      title="Plan your whole event online"
      description="Your own portal keeps quotes, proposals, messages and orders in one place."
      tone="dark"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Stack key={feature.title} gap="xs" className={classes.platformItem}>
            <span className={classes.iconFilled} aria-hidden="true">
              <feature.icon size={24} stroke={1.6} />
            </span>
            <Title order={3} fz="lg" c="white">
              {feature.title}
            </Title>
            <Text size="sm" c="#e6d9cc">
              {feature.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <div className={classes.portalActions}>
        <div>
          <Group gap="sm">
            <Button component={Link} to="/login" size="md" leftSection={<IconLogin size={18} />}>
              Client Portal
            </Button>
            <Button component={Link} to="/quote" size="md" variant="outline" className={classes.onDark}>
              Request a Quote
            </Button>
          </Group>
        </div>
        {instagram && (
          <div>
            <Anchor
              href={instagram}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.instagram}
              underline="never"
            >
              <IconBrandInstagram size={30} stroke={1.6} aria-hidden="true" />
              <span>
                Follow {instagramHandle(instagram)} on Instagram
                <small>Fresh plates and event photos every week</small>
              </span>
            </Anchor>
          </div>
        )}
      </div>
    </Section>
  );
}

export function Testimonials() {
  return (
    <Section
      id="testimonials"
      eyebrow="Kind words"
      title="What our clients say"
      description="Rated 4.9 on average across more than 500 events."
      tone="white"
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className={`${classes.card} ${classes.quote}`}>
            <span className={classes.stars} role="img" aria-label="5 out of 5 stars">
              ★★★★★
            </span>
            <Text component="blockquote" mt="md" fz="lg" lh={1.55}>
              “{t.quote}”
            </Text>
            <Text component="figcaption" mt="lg" fw={700}>
              {t.name}
              <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                {t.event}
              </Text>
            </Text>
          </figure>
        ))}
      </SimpleGrid>
    </Section>
  );
}
