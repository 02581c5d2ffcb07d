import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './cta-band.module.css';

export type CtaLink = { to: string; label: string; primary?: boolean };

const DEFAULT_LINKS: CtaLink[] = [
  { to: '/quote', label: 'Get a Quote', primary: true },
  { to: '/contact', label: 'Contact Us' },
  { to: '/menu', label: 'Browse the Menu' },
  { to: '/services', label: 'Our Services' },
];

/** The closing call to action of a page. */
export function CtaBand({
  title = 'Planning an event? Let us cook.',
  text = "Tell us the date, the guest count and what you are celebrating. We'll reply within 24 hours with ideas and prices.",
  links = DEFAULT_LINKS,
}: {
  title?: string;
  text?: string;
  links?: CtaLink[];
}) {
  return (
    <section className={classes.band} aria-label="Get in touch">
      <Container size="lg">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.text} maw={620}>
            {text}
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            {links.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                size="md"
                color={link.primary ? 'ember' : 'gray'}
                variant={link.primary ? 'white' : 'outline'}
                className={link.primary ? classes.primary : classes.secondary}
                rightSection={link.primary ? <IconArrowRight size={18} /> : undefined}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
