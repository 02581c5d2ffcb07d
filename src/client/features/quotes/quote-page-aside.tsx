import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClock, IconPhone } from '@tabler/icons-react';
import {
  deliveryText,
  dishChoiceText,
  packageGuests,
  packageName,
  packagePrice,
  quoteMinimumGuests,
  replyWithin,
  telHref,
} from '../../../common/offer/text.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useOfferedPackages } from '../../lib/use-offered-packages.ts';
import { useSwitches } from '../../lib/use-switches.ts';

/** Beside the quote form: prices, the reply promise and a phone number. */
export function QuotePageAside() {
  const business = useBusiness();
  const offer = business.offer;
  const { recommendedLeadHours } = useSwitches().bookNow;
  const packages = useOfferedPackages(offer);
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
          {packages.map((pkg) => (
            <List.Item key={pkg.key}>
              <Text fw={600}>
                {packageName(offer, pkg.key)}: {packagePrice(pkg)}
              </Text>
              <Text size="sm" c="dimmed">
                {dishChoiceText(pkg)} · {packageGuests(pkg)}
              </Text>
            </List.Item>
          ))}
          <List.Item>
            <Text fw={600}>Custom menu</Text>
            <Text size="sm" c="dimmed">
              From {quoteMinimumGuests(offer)} guests. Market-price items such as salmon, shrimp, lobster,
              crab legs and lollipop lamb chops.
            </Text>
          </List.Item>
        </List>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Text fw={700}>
            <IconClock size={18} style={{ verticalAlign: 'text-bottom' }} /> We reply {replyWithin(offer)}
          </Text>
          <Text size="sm" c="dimmed">
            Book at least {recommendedLeadHours} hours ahead; {offer.booking.weeksAhead} weeks ahead is best,
            and {offer.booking.largeEventWeeksAhead} weeks for 100+ guests. {deliveryText(offer)}
          </Text>
          {/* A line of its own, not a sentence: the number gets a thumb's 44 px row (styles/touch-targets.css). */}
          <Text fw={700} component="div">
            <IconPhone size={18} style={{ verticalAlign: 'text-bottom' }} />{' '}
            <Anchor underline="always" href={telHref(business.phone)}>
              {business.phone}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
