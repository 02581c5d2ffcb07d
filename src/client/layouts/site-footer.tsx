import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { serviceVisible } from '../../common/features-defaults.ts';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { useBusiness } from '../lib/use-business.ts';
import { useFeatures } from '../lib/use-features.ts';
import { BrandMark } from '../ui/brand.tsx';
import { SITE_LINKS, visibleLinks } from './navigation.ts';
import classes from './site-footer.module.css';

const MORE_LINKS = [
  { to: '/training', label: 'Chef Training' },
  { to: '/login', label: 'Client Sign In' },
];

/**
 * The other profile links of the Feature Manager, as words (brand icons would add to every public
 * page's download); a blank link is left out.
 */
const OTHER_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'yelp', label: 'Yelp' },
  { key: 'google', label: 'Google' },
] as const;

export function SiteFooter() {
  const business = useBusiness();
  const features = useFeatures();
  const { social } = features;
  const explore = [
    ...visibleLinks(SITE_LINKS, false, features),
    ...MORE_LINKS.filter((link) => link.to !== '/training' || serviceVisible(features, 'training', false)),
  ];
  const tel = `tel:${business.phone.replace(/[^\d+]/g, '')}`;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap">
              <BrandMark size={40} />
              <Text ff="heading" fw={700} fz="xl" c="white" lh={1.1}>
                {business.name}
              </Text>
            </Group>
            <Text size="sm">{business.tagline}</Text>
            {social.instagram && (
              <Anchor
                href={social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.social}
              >
                <IconBrandInstagram size={20} aria-hidden="true" /> Follow us on Instagram
              </Anchor>
            )}
            <Group gap="md" hidden={!OTHER_NETWORKS.some((network) => social[network.key])}>
              {OTHER_NETWORKS.filter((network) => social[network.key]).map((network) => (
                <Anchor
                  key={network.key}
                  href={social[network.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.social}
                >
                  {network.label}
                </Anchor>
              ))}
            </Group>
            <NewsletterSignup />
          </Stack>
          <Stack gap={8} component="nav" aria-label="Footer">
            <Title order={2} className={classes.heading}>
              Explore
            </Title>
            <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
              {explore.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={10}>
            <Title order={2} className={classes.heading}>
              Visit or call
            </Title>
            {/* Details not saved yet (DEMO_DATA off, before the admin fills them in) are left out. */}
            {business.address && (
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} className={classes.icon} aria-hidden="true" />
                <Text size="sm">
                  {business.address}
                  <br />
                  {business.city}
                </Text>
              </Group>
            )}
            {business.phone && (
              <Group gap={8} wrap="nowrap">
                <IconPhone size={18} className={classes.icon} aria-hidden="true" />
                <Anchor href={tel} className={classes.link}>
                  {business.phone}
                </Anchor>
              </Group>
            )}
            {business.email && (
              <Group gap={8} wrap="nowrap">
                <IconMail size={18} className={classes.icon} aria-hidden="true" />
                <Anchor href={`mailto:${business.email}`} className={classes.link}>
                  {business.email}
                </Anchor>
              </Group>
            )}
          </Stack>
          <Stack gap={8}>
            <Title order={2} className={classes.heading}>
              Hours
            </Title>
            <Box component="dl" m={0}>
              {business.hours.map((h) => (
                <div key={h.days} className={classes.hours}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </Box>
            <Text size="xs" c="#cbb9a8">
              We answer every message within {business.offer.replyWithinHours} hours, and deliver across{' '}
              {business.offer.delivery.area} and nearby counties.
            </Text>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" className={classes.bottom} gap="xs">
          <Text size="xs">
            © {new Date().getFullYear()} {business.name}. Serving {business.offer.delivery.area} since{' '}
            {business.foundedYear}.
          </Text>
          <Text size="xs">Catering · Brunch · Food Truck · Chef Training</Text>
        </Group>
      </Container>
    </Box>
  );
}
