import { Select } from '@mantine/core';
import {
  DISH_PLACEMENTS,
  PHOTO_PLACEMENTS,
  type PhotoPlacement,
  PLACEMENT_HINTS,
  PLACEMENT_LABELS,
} from '../../../common/photo-placements.ts';
import { useMenuItems } from '../menu/use-menu.ts';

export const PLACEMENT_OPTIONS = PHOTO_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] }));

type Props = {
  placement: PhotoPlacement;
  onPlacement: (placement: PhotoPlacement) => void;
  /** The linked dish's id as text, '' for none. */
  menuItemId: string;
  onMenuItemId: (id: string) => void;
  error?: string;
};

/** Where the site shows the photo, and for dish placements which dish it pictures. */
export function PlacementFields({ placement, onPlacement, menuItemId, onMenuItemId, error }: Props) {
  const isDish = DISH_PLACEMENTS.includes(placement);
  const items = useMenuItems();
  const dishOptions = (items.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <>
      <Select
        label="Shown on"
        description={PLACEMENT_HINTS[placement]}
        data={PLACEMENT_OPTIONS}
        value={placement}
        onChange={(v) => onPlacement((v ?? 'gallery') as PhotoPlacement)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {isDish && (
        <Select
          label="Dish"
          description={
            placement === 'dinner-dish'
              ? 'The dinner dish this photo shows'
              : 'Optional: the card then shows the dish’s menu name and price'
          }
          placeholder="Choose a dish"
          data={dishOptions}
          value={menuItemId || null}
          onChange={(v) => onMenuItemId(v ?? '')}
          searchable
          clearable
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </>
  );
}
