import {
  Accordion,
  Anchor,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { faqEntries, phoneHoursText, replyWithin, telHref } from '../../../common/offer/text.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { PageBanner } from '../../ui/page-banner.tsx';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const business = useBusiness();
  const faq = faqEntries(business.offer, business, useSwitches().bookNow);
  const details = [
    ...(business.address
      ? [{ icon: IconMapPin, label: 'Visit', value: `${business.address}, ${business.city}` }]
      : [
          {
            icon: IconMapPin,
            label: 'Serving',
            value: `${business.offer.delivery.area} and nearby counties`,
          },
        ]),
    {
      icon: IconPhone,
      label: 'Call',
      value: business.phone,
      href: telHref(business.phone),
    },
    ...(business.email
      ? [{ icon: IconMail, label: 'Email', value: business.email, href: `mailto:${business.email}` }]
      : []),
  ].filter((detail) => detail.value);
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="Let's plan your event"
        lead={`Send us the details and we'll get back to you ${replyWithin(business.offer)} with ideas, a menu and a price.`}
        art={usePlacedArtwork('contact-banner', ARTWORK.heroFeast)}
      />
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="xl" radius="lg" withBorder>
              <Title order={2} fz="h3" mb={4}>
                Request a quote or ask a question
              </Title>
              <Text c="dimmed" mb="lg" size="sm">
                Fields marked * are required.
              </Text>
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card padding="xl" radius="lg" withBorder bg="ember.0">
                <Title order={2} fz="h4" mb="md">
                  Contact details
                </Title>
                <Stack gap="md">
                  {details.map((d) => (
                    <Group key={d.label} gap="md" wrap="nowrap" align="flex-start">
                      <ThemeIcon size={40} radius="md" color="ember" variant="light">
                        <d.icon size={22} />
                      </ThemeIcon>
                      <div>
                        <Text size="sm" c="dimmed">
                          {d.label}
                        </Text>
                        {d.href ? (
                          <Anchor href={d.href} fw={700} c="dark.7">
                            {d.value}
                          </Anchor>
                        ) : (
                          <Text fw={700}>{d.value}</Text>
                        )}
                      </div>
                    </Group>
                  ))}
                </Stack>
              </Card>
              <Card padding="xl" radius="lg" withBorder>
                <Group gap="sm" mb="md">
                  <ThemeIcon size={36} radius="md" color="sage" variant="light">
                    <IconClock size={20} />
                  </ThemeIcon>
                  <Title order={2} fz="h4">
                    Business hours
                  </Title>
                </Group>
                <Stack gap={8} component="dl" m={0}>
                  {business.hours.map((h) => (
                    <Group key={h.days} justify="space-between" wrap="nowrap">
                      <Text component="dt" fw={600}>
                        {h.days}
                      </Text>
                      <Text component="dd" m={0} c="dimmed" ta="right">
                        {h.time}
                      </Text>
                    </Group>
                  ))}
                </Stack>
                <Text size="sm" c="dimmed" mt="md">
                  Our phone line is open {phoneHoursText(business)}; messages sent here reach us every day.
                </Text>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" tone="white">
        <Accordion
          variant="separated"
          radius="md"
          maw={820}
          mx="auto"
          multiple
          defaultValue={faq.map((_, index) => `faq-${index}`)}
        >
          {faq.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>
                <Text fw={700}>{item.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Section>
    </>
  );
}
