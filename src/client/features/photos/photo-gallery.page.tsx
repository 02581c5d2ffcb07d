import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type PhotoPlacement, PLACEMENT_LABELS } from '../../../common/photo-placements.ts';
import { categoryLabel, editFormToPatch, type Photo, type PhotoEditForm } from '../../../common/photos.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { confirmPhotoDelete } from './confirm-photo-delete.tsx';
import { CATEGORY_OPTIONS, EditPhotoDialog } from './edit-photo-dialog.tsx';
import { ManagerPhotoCard } from './manager-photo-card.tsx';
import { PLACEMENT_OPTIONS } from './placement-fields.tsx';
import { PlacementSummary } from './placement-summary.tsx';
import { UploadPhotoDialog } from './upload-photo-dialog.tsx';
import { useDeleteManagedPhoto, useManagedPhotos, usePatchPhoto, useReorderGallery } from './use-photos.ts';

const ALL = 'all';
const FILTER_OPTIONS = [{ value: ALL, label: 'All Categories' }, ...CATEGORY_OPTIONS];
const PLACEMENT_FILTER = [{ value: ALL, label: 'Everywhere' }, ...PLACEMENT_OPTIONS];
const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 };

/**
 * /photo-gallery: the admin photo manager (spec part 2, section 2.2), and the one tool for every image
 * the site shows: each photo has a placement (home hero, showcase, signature dishes, event photos,
 * dinner dishes, gallery), an order within it, and can be hidden.
 */
export function PhotoGalleryPage() {
  const photos = useManagedPhotos();
  const patch = usePatchPhoto();
  const remove = useDeleteManagedPhoto();
  const reorder = useReorderGallery('manager');
  const [category, setCategory] = useState<string>(ALL);
  const [placement, setPlacement] = useState<PhotoPlacement | typeof ALL>(ALL);
  const [editing, setEditing] = useState<Photo | null>(null);
  const [uploading, setUploading] = useState(false);

  const all = photos.data ?? [];
  const shown = all.filter(
    (p) => (category === ALL || p.category === category) && (placement === ALL || p.placement === placement),
  );

  /** Swaps a photo with its neighbour in the same placement; the order is the placement's own. */
  function move(photo: Photo, by: -1 | 1) {
    const ids = all.filter((p) => p.placement === photo.placement).map((p) => p.id);
    const from = ids.indexOf(photo.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids, {
      onError: (error) => notifyError('Error', errorText(error, 'Failed to reorder photos')),
    });
  }

  function toggleHidden(photo: Photo) {
    patch.mutate(
      { id: photo.id, patch: { isActive: !photo.isActive } },
      {
        onSuccess: (saved) =>
          notifySuccess(
            'Photo Updated',
            saved.isActive ? 'Visitors see this photo.' : 'Hidden from visitors.',
          ),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update photo')),
      },
    );
  }

  /** Each photo's place among the photos of its placement (1 = shown first). */
  const positions = new Map<number, { index: number; count: number }>();
  for (const key of Object.keys(PLACEMENT_LABELS)) {
    const inPlacement = all.filter((p) => p.placement === key);
    for (const [index, p] of inPlacement.entries()) {
      positions.set(p.id, { index, count: inPlacement.length });
    }
  }

  function save(photo: Photo, form: PhotoEditForm) {
    const { featuredOnHomepage: _kept, ...fields } = editFormToPatch(form);
    patch.mutate(
      { id: photo.id, patch: fields },
      {
        onSuccess: () => {
          notifySuccess('Photo Updated', 'Photo has been updated successfully.');
          setEditing(null);
        },
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update photo')),
      },
    );
  }

  function askDelete(photo: Photo) {
    confirmPhotoDelete(photo, () =>
      remove.mutate(photo.id, {
        onSuccess: () => notifySuccess('Photo Deleted', `"${photo.displayName}" was removed.`),
        onError: (error) => notifyError('Error', errorText(error, 'Failed to delete photo')),
      }),
    );
  }

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Photo Gallery Management
          </Title>
          <Text c="dimmed" maw={640}>
            Every picture on the site comes from here: upload your own photos, choose where each is shown,
            order and hide them. A place with no photo shows our built-in artwork.
          </Text>
        </div>
        <Button leftSection={<IconPhotoPlus size={18} />} onClick={() => setUploading(true)}>
          Upload Photo
        </Button>
      </Group>

      {photos.data && <PlacementSummary photos={all} selected={placement} onSelect={setPlacement} />}

      <Group gap="md" align="flex-end">
        <Select
          label="Shown on"
          data={PLACEMENT_FILTER}
          value={placement}
          onChange={(v) => setPlacement((v ?? ALL) as PhotoPlacement | typeof ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Category"
          data={FILTER_OPTIONS}
          value={category}
          onChange={(v) => setCategory(v ?? ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>

      <QueryState
        query={photos}
        loadingLabel="Loading photos"
        errorTitle="Photos could not be loaded"
        placeholder={
          <SimpleGrid cols={GRID_COLS} spacing="lg">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Card key={i} withBorder radius="lg" padding={0} data-testid="photo-skeleton">
                <Skeleton height={180} radius={0} />
                <Stack gap={8} p="md">
                  <Skeleton height={16} width="70%" />
                  <Skeleton height={12} />
                  <Skeleton height={20} width="40%" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        }
      >
        {() =>
          shown.length === 0 ? (
            <Card withBorder radius="lg" py={48}>
              <Stack align="center" gap={6}>
                <IconPhoto size={40} color="var(--mantine-color-ember-6)" aria-hidden />
                <Title order={2} fz={22}>
                  No photos found
                </Title>
                <Text c="dimmed" ta="center">
                  {category !== ALL
                    ? `No photos found in the ${categoryLabel(category)} category.`
                    : placement !== ALL
                      ? `Nothing is placed in ${PLACEMENT_LABELS[placement]}: visitors see the built-in artwork.`
                      : 'No photos have been uploaded yet.'}
                </Text>
              </Stack>
            </Card>
          ) : (
            <SimpleGrid cols={GRID_COLS} spacing="lg">
              {shown.map((photo) => {
                const place = positions.get(photo.id);
                return (
                  <ManagerPhotoCard
                    key={photo.id}
                    photo={photo}
                    onEdit={() => setEditing(photo)}
                    onDelete={() => askDelete(photo)}
                    onToggleHidden={() => toggleHidden(photo)}
                    position={place ? place.index + 1 : undefined}
                    onMoveUp={place && place.index > 0 ? () => move(photo, -1) : undefined}
                    onMoveDown={place && place.index < place.count - 1 ? () => move(photo, 1) : undefined}
                  />
                );
              })}
            </SimpleGrid>
          )
        }
      </QueryState>

      <UploadPhotoDialog
        opened={uploading}
        onClose={() => setUploading(false)}
        placement={placement === ALL ? 'gallery' : placement}
      />
      <EditPhotoDialog
        photo={editing}
        onClose={() => setEditing(null)}
        onSave={save}
        saving={patch.isPending}
      />
    </Stack>
  );
}
