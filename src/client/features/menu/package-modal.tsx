import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { priceShape } from '../../../common/menu/price-text.ts';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { categoryLabel } from '../../../common/menu/text.ts';
import { type AnyPackage, packageGuests, packageName, packagePrice } from '../../../common/offer/text.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';

type Props = {
  pkg: AnyPackage | null;
  items: MenuItem[];
  categories: MenuCategory[] | undefined;
  onClose: () => void;
};

/** Choose the five dishes of a package, then request an event quote for it on /quote. */
export function PackageModal({ pkg, items, categories, onClose }: Props) {
  const navigate = useNavigate();
  const offer = useOffer();
  // Checkbox values are the dishes' ids: /quote sends them as the request's dishes.
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (pkg) setChosen([]);
  }, [pkg]);

  // Market-price dishes are quoted on their own, not inside a per-person package.
  const choices = pkg
    ? items.filter(
        (i) =>
          i.isActive && pkg.eligibleCategories.includes(i.category) && priceShape(i.prices).kind !== 'market',
      )
    : [];
  const groups =
    pkg?.eligibleCategories.map((slug) => ({ slug, items: choices.filter((i) => i.category === slug) })) ??
    [];
  const dishCount = pkg?.dishCount ?? 0;
  const isFull = chosen.length >= dishCount;
  const names = chosen.map((id) => items.find((i) => String(i.id) === id)?.name ?? id);

  const requestQuote = () => {
    if (!pkg) return;
    const params = new URLSearchParams({ package: pkg.key });
    for (const id of chosen) params.append('dish', id);
    notifySuccess('Package Selected', `${pkg.name} with ${names.join(', ')}. Tell us about your event.`);
    onClose();
    navigate(`/quote?${params.toString()}`);
  };

  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      title={pkg ? packageName(offer, pkg.key) : undefined}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {pkg && (
        <Stack gap="md">
          <Text>
            {packagePrice(pkg)}, {packageGuests(pkg).toLowerCase()}. Choose up to {dishCount} dishes to
            include.
          </Text>
          <Checkbox.Group value={chosen} onChange={setChosen} label="Included dishes">
            <Stack gap="md" mt="xs">
              {groups
                .filter((g) => g.items.length > 0)
                .map((group) => (
                  <Stack key={group.slug} gap={6}>
                    <Title order={4} fz="md" c="ember.8">
                      {categoryLabel(categories, group.slug)}
                    </Title>
                    {group.items.map((item) => (
                      <Checkbox
                        key={item.id}
                        value={String(item.id)}
                        label={item.name}
                        disabled={isFull && !chosen.includes(String(item.id))}
                      />
                    ))}
                  </Stack>
                ))}
            </Stack>
          </Checkbox.Group>
          {/* Kept in sight while the list scrolls: the count and the way on. */}
          <Group
            justify="space-between"
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fw={700} role="status" aria-live="polite">
              {chosen.length} of {dishCount} chosen
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={requestQuote} disabled={chosen.length === 0}>
                Request Event Quote
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
