import { ActionIcon, Badge, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame, IconMinus, IconPlus, IconToolsKitchen3 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { priceShape } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { type Photo, photoSrcSet } from '../../../common/photos.ts';

export function dishPriceCents(dish: MenuItem): number {
  const parsed = priceShape(dish.prices);
  return parsed.kind === 'single' ? parsed.cents : 0;
}

type Props = {
  dish: MenuItem;
  /** The photo the photo tool placed for this dish, ahead of the menu item's own picture. */
  photo?: Photo;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
};

/** A dinner dish: add to the order, then plus and minus. */
export function DishCard({ dish, photo, quantity, onAdd, onRemove }: Props) {
  const titleId = useId();
  const [isBroken, setBroken] = useState(false);
  const imageUrl = photo?.imageUrl ?? dish.imageUrl;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding={0} h="100%">
      {imageUrl && !isBroken ? (
        <img
          src={imageUrl}
          srcSet={photoSrcSet(imageUrl)}
          sizes="(max-width: 48em) 100vw, 360px"
          width={photo?.imageWidth ?? 640}
          height={photo?.imageHeight ?? 360}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h={96} bg="ember.0" aria-hidden>
          <IconToolsKitchen3 size={40} stroke={1.3} color="var(--mantine-color-ember-7)" />
        </Center>
      )}
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" id={titleId}>
            {dish.name}
          </Title>
          {dish.popular && (
            <Badge
              color="ember"
              variant="light"
              leftSection={<IconFlame size={12} />}
              style={{ flexShrink: 0 }}
            >
              Popular
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {dish.description}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs" wrap="nowrap">
          <Text fw={800} fz="lg" c="ember.8">
            {formatCents(dishPriceCents(dish))}
          </Text>
          {quantity === 0 ? (
            <Button size="sm" leftSection={<IconPlus size={16} />} onClick={onAdd}>
              Add to Order
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap">
              <ActionIcon variant="default" size="xl" aria-label={`One less ${dish.name}`} onClick={onRemove}>
                <IconMinus size={16} />
              </ActionIcon>
              <Text fw={700} w={28} ta="center">
                {quantity}
                <span className="visually-hidden"> {dish.name} in your order</span>
              </Text>
              <ActionIcon size="xl" aria-label={`One more ${dish.name}`} onClick={onAdd}>
                <IconPlus size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
