import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBusiness } from '../features/settings/use-business.ts';
import { SITE_LINKS } from './navigation.ts';

export function SiteFooter() {
  const business = useBusiness();
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={48} mt="auto">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} fz="h4" c="white">
              {business.name}
            </Title>
            <Text size="sm">{business.tagline}</Text>
            <Anchor href={business.instagram} target="_blank" rel="noopener noreferrer" c="ember.3" size="sm">
              Follow us on Instagram
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="h5" c="white">
              Visit or call
            </Title>
            <Text size="sm">{business.address}</Text>
            <Text size="sm">{business.city}</Text>
            <Anchor href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} c="gray.2" size="sm">
              {business.phone}
            </Anchor>
            <Anchor href={`mailto:${business.email}`} c="gray.2" size="sm">
              {business.email}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="h5" c="white">
              Hours
            </Title>
            {business.hours.map((h) => (
              <Text size="sm" key={h.days}>
                {h.days}: {h.time}
              </Text>
            ))}
            <Stack gap={2} mt="sm" component="nav" aria-label="Footer">
              {SITE_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="gray.4" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.5" mt="xl">
          © {new Date().getFullYear()} {business.name}. Serving Philadelphia since {business.foundedYear}.
        </Text>
      </Container>
    </Box>
  );
}
