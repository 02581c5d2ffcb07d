import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconClock, IconEdit, IconFlame, IconShoppingCartPlus, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type PanSize, parsePriceText } from '../../../common/menu/price-text.ts';
import { DIETARY_LABELS, type MenuItem } from '../../../common/menu.ts';
import { formatCents } from '../../../common/money.ts';
import { photoSrcSet } from '../../../common/photos.ts';
import layout from './menu-layout.module.css';
import { priceLabel } from './price-label.ts';

type Props = {
  item: MenuItem;
  categoryLabel: string;
  isAdmin: boolean;
  onAdd: (item: MenuItem, panSize?: PanSize) => void;
  onEdit: (item: MenuItem) => void;
  onOpenPhoto: (item: MenuItem) => void;
};

/** One dish on the customer menu, as spec part 1 describes the card. */
/** Buttons share the row but never shrink below their text: a narrow card puts them on two rows. */
const FIT = { flex: '1 1 auto' } as const;

export function MenuItemCard({ item, categoryLabel, isAdmin, onAdd, onEdit, onOpenPhoto }: Props) {
  const titleId = useId();
  const [isBroken, setBroken] = useState(false);
  const parsed = parsePriceText(item.price);
  const showPhoto = item.imageUrl && !isBroken;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding={0}
      h="100%"
      className={layout.card}
    >
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        {/* A square thumbnail keeps every card of a row the same height, photo or not. */}
        <Group align="flex-start" wrap="wrap" gap="sm">
          {showPhoto && (
            <UnstyledButton
              onClick={() => onOpenPhoto(item)}
              aria-label={`View photo of ${item.name}`}
              w={88}
              h={88}
              style={{ flexShrink: 0, overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <img
                src={item.imageUrl!}
                srcSet={photoSrcSet(item.imageUrl!)}
                sizes="88px"
                alt=""
                loading="lazy"
                onError={() => setBroken(true)}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </UnstyledButton>
          )}
          {/* On a narrow card the name and badge go under the photo rather than squeeze and clip. */}
          <Stack gap={6} style={{ flex: '1 1 7rem', minWidth: '7rem' }}>
            <Title order={3} fz="lg" id={titleId}>
              {item.name}
            </Title>
            {item.popular && (
              // Never narrower than its word: a narrow card's name column wraps, the badge keeps its text.
              <Badge
                color="ember"
                variant="light"
                leftSection={<IconFlame size={12} />}
                w="fit-content"
                style={{ flexShrink: 0, minWidth: 'fit-content' }}
              >
                Popular
              </Badge>
            )}
          </Stack>
        </Group>
        {isAdmin && !item.isActive && (
          <Badge color="red" variant="filled" w="fit-content">
            Hidden from customers
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
        {/* Pan prices are on the two buttons; other prices are said once, here. */}
        {parsed.kind !== 'pans' && (
          <Text fw={700} c="ember.8">
            {priceLabel(item)}
          </Text>
        )}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            <IconUsers size={13} style={{ verticalAlign: -2 }} aria-hidden /> {item.servingSize}
          </Text>
          <Text size="xs" c="dimmed">
            <IconClock size={13} style={{ verticalAlign: -2 }} aria-hidden /> Prep time: {item.prepTime}
            {item.minOrder > 1 && ` · Minimum order: ${item.minOrder}`}
          </Text>
        </Stack>
        {item.dietary.length > 0 && (
          <Group gap={6}>
            {item.dietary.map((tag) => (
              <Badge key={tag} size="sm" variant="outline" color="sage.8">
                {DIETARY_LABELS[tag]}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed" tt="capitalize" className="visually-hidden">
          Category: {categoryLabel}
        </Text>
        <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
          {parsed.kind === 'pans' ? (
            <>
              <Button size="sm" onClick={() => onAdd(item, 'half')} style={FIT}>
                Half Pan · {formatCents(parsed.halfCents)}
              </Button>
              <Button size="sm" onClick={() => onAdd(item, 'full')} style={FIT}>
                Full Pan · {formatCents(parsed.fullCents)}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              leftSection={<IconShoppingCartPlus size={16} />}
              onClick={() => onAdd(item)}
              style={FIT}
            >
              Add to Cart
            </Button>
          )}
          {isAdmin && (
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => onEdit(item)}
            >
              Edit
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
