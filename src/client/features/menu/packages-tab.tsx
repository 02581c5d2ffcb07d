import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { CATERING_PACKAGES, type CateringPackage } from '../../../common/menu/packages.ts';
import { formatCents } from '../../../common/money.ts';

function PackageCard({ pkg, onSelect }: { pkg: CateringPackage; onSelect: (pkg: CateringPackage) => void }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      style={pkg.popular ? { borderColor: 'var(--mantine-color-ember-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        {pkg.popular && (
          <Badge color="ember" variant="filled" leftSection={<IconStarFilled size={12} />} w="fit-content">
            Most Popular
          </Badge>
        )}
        <Title order={3} id={titleId}>
          {pkg.name}
        </Title>
        <Text c="dimmed">{pkg.description}</Text>
        <Text fz={32} fw={800} c="ember.8" lh={1.1}>
          {formatCents(pkg.pricePerPersonCents)}
          <Text span fz="md" fw={500} c="dimmed">
            {' '}
            per person
          </Text>
        </Text>
        <Text fw={600}>{pkg.serves}</Text>
        <List
          spacing={6}
          icon={
            <ThemeIcon color="sage" size={20} radius="xl">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {pkg.includes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Button mt="auto" size="md" onClick={() => onSelect(pkg)} variant={pkg.popular ? 'filled' : 'light'}>
          Select Package
        </Button>
      </Stack>
    </Card>
  );
}

export function PackagesTab({ onSelect }: { onSelect: (pkg: CateringPackage) => void }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        Hosting 50 guests or more? Choose a package, pick the five dishes you would like, and we will send you
        a detailed quote within 24 hours.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={960}>
        {CATERING_PACKAGES.map((pkg) => (
          <PackageCard key={pkg.key} pkg={pkg} onSelect={onSelect} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
