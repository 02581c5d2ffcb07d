import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { categoryLabel, GALLERY_FILTER_CATEGORIES } from '../../../common/photos.ts';

export const ALL_PHOTOS = 'all';
const FILTERS = [
  { value: ALL_PHOTOS, label: 'All Photos' },
  ...GALLERY_FILTER_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
];

/** The gallery's category filter bar and its text filter (name and description). */
export function GalleryFilters({
  category,
  onCategory,
  text,
  onText,
}: {
  category: string;
  onCategory: (category: string) => void;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Group gap={8} role="group" aria-label="Filter photos by category">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            radius="xl"
            size="sm"
            variant={category === f.value ? 'filled' : 'default'}
            aria-pressed={category === f.value}
            onClick={() => onCategory(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </Group>
      <TextInput
        label="Search photos"
        placeholder="Name or description"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => onText(e.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
        type="search"
      />
    </Group>
  );
}
