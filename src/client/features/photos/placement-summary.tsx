import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { PHOTO_PLACEMENTS, type PhotoPlacement, PLACEMENT_LABELS } from '../../../common/photo-placements.ts';
import type { Photo } from '../../../common/photos.ts';
import classes from './placement-summary.module.css';

type Props = {
  photos: Photo[];
  selected: PhotoPlacement | 'all';
  onSelect: (placement: PhotoPlacement | 'all') => void;
};

/** One tile per placement: how many photos visitors see there, or that the built-in artwork shows. */
export function PlacementSummary({ photos, selected, onSelect }: Props) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      component="nav"
      aria-label="Where photos are shown"
    >
      {PHOTO_PLACEMENTS.map((placement) => {
        const inPlacement = photos.filter((p) => p.placement === placement);
        const visible = inPlacement.filter((p) => p.isActive).length;
        const hidden = inPlacement.length - visible;
        const isSelected = selected === placement;
        return (
          <UnstyledButton
            key={placement}
            className={classes.tile}
            data-selected={isSelected || undefined}
            aria-pressed={isSelected}
            onClick={() => onSelect(isSelected ? 'all' : placement)}
          >
            <Text fw={700} size="sm">
              {PLACEMENT_LABELS[placement]}
            </Text>
            <Text size="xs" c={visible > 0 ? 'sage.8' : 'dimmed'}>
              {visible > 0 ? `${visible} shown` : 'Built-in artwork'}
              {hidden > 0 ? ` · ${hidden} hidden` : ''}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
