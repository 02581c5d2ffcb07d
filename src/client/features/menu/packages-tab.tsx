import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { type AnyPackage, dishChoiceText, packageGuests, priceTag } from '../../../common/offer/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useOfferedPackages } from '../../lib/use-offered-packages.ts';

function PackageCard({ pkg, onSelect }: { pkg: AnyPackage; onSelect: (pkg: AnyPackage) => void }) {
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
          {pkg.kind === 'per-event' ? `${pkg.name} Package` : pkg.name}
        </Title>
        <Text c="dimmed">{pkg.description}</Text>
        <Text fz={32} fw={800} c="ember.8" lh={1.1}>
          {priceTag(pkg.kind === 'per-event' ? pkg.price : pkg.pricePerPerson)}
          <Text span fz="md" fw={500} c="dimmed">
            {' '}
            {pkg.kind === 'per-event' ? 'per event' : 'per person'}
          </Text>
        </Text>
        <Text fw={600}>{packageGuests(pkg)}</Text>
        <List
          spacing={6}
          icon={
            <ThemeIcon color="sage" size={20} radius="xl">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          <List.Item>{dishChoiceText(pkg)}</List.Item>
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

export function PackagesTab({ onSelect }: { onSelect: (pkg: AnyPackage) => void }) {
  const offer = useOffer();
  const packages = useOfferedPackages(offer);
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        Hosting {offer.minimums.smallestParty} guests or more? Choose a package, pick the dishes you would
        like, and your proposal is priced at once.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {packages.map((pkg) => (
          <PackageCard key={pkg.key} pkg={pkg} onSelect={onSelect} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
