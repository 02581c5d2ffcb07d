import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClock, IconPhone } from '@tabler/icons-react';
import { PACKAGE_INFO } from '../../../common/quotes.ts';
import { useBusiness } from '../settings/use-business.ts';

/** Beside the quote form: prices, the reply promise and a phone number. */
export function QuotePageAside() {
  const business = useBusiness();
  return (
    <Stack>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h4" mb="sm">
          Packages
        </Title>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="sage">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>
            <Text fw={600}>{PACKAGE_INFO['full-service'].label}: $40 per person</Text>
            <Text size="sm" c="dimmed">
              {PACKAGE_INFO['full-service'].summary}
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={600}>{PACKAGE_INFO.brunch.label}: $30 per person</Text>
            <Text size="sm" c="dimmed">
              {PACKAGE_INFO.brunch.summary}
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={600}>Custom menu</Text>
            <Text size="sm" c="dimmed">
              Market-price items such as salmon, shrimp, lobster, crab legs and lollipop lamb chops.
            </Text>
          </List.Item>
        </List>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Text fw={700}>
            <IconClock size={18} style={{ verticalAlign: 'text-bottom' }} /> We reply within 24 hours
          </Text>
          <Text size="sm" c="dimmed">
            Book at least 72 hours ahead; 2-3 weeks ahead is best, and 4-6 weeks for 100+ guests.
          </Text>
          <Text fw={700}>
            <IconPhone size={18} style={{ verticalAlign: 'text-bottom' }} />{' '}
            <Anchor underline="always" href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>
              {business.phone}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
