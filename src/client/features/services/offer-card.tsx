import { Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { priceTag, serviceAction } from '../../../common/offer/text.ts';
import type { ServiceLine } from '../../../common/offer/types.ts';

/** One service with its starting price, what it includes, and where to order or quote it. */
export function OfferCard({ offer }: { offer: ServiceLine }) {
  const action = serviceAction(offer.id);
  return (
    <Card padding="xl" radius="lg" withBorder className="hover-lift" h="100%">
      <Title order={3} fz="xl">
        {offer.title}
      </Title>
      <Group gap={6} align="baseline" mt="xs">
        {offer.from && (
          <Text size="sm" c="dimmed">
            Starting at
          </Text>
        )}
        <Text ff="heading" fw={700} fz={34} c="ember.7" lh={1}>
          {priceTag(offer.price)}
        </Text>
        {offer.unit && (
          <Text size="sm" c="dimmed">
            {offer.unit}
          </Text>
        )}
      </Group>
      <Text c="dimmed" mt="sm">
        {offer.description}
      </Text>
      <List
        mt="md"
        spacing={6}
        size="sm"
        icon={
          <ThemeIcon color="sage" size={20} radius="xl">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {offer.includes.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Button
        component={Link}
        to={action.href}
        variant="light"
        color="ember"
        mt="lg"
        size="md"
        aria-label={`${action.label}: ${offer.title}`}
        style={{ alignSelf: 'flex-start' }}
      >
        {action.label}
      </Button>
    </Card>
  );
}
