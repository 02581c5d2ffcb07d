import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { categoryLabel, editFormToPatch, type Photo, type PhotoEditForm } from '../../../common/photos.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmPhotoDelete } from './confirm-photo-delete.tsx';
import { CATEGORY_OPTIONS, EditPhotoDialog } from './edit-photo-dialog.tsx';
import { ManagerPhotoCard } from './manager-photo-card.tsx';
import { useDeleteManagedPhoto, useManagedPhotos, usePatchPhoto } from './use-photos.ts';

const ALL = 'all';
const FILTER_OPTIONS = [{ value: ALL, label: 'All Categories' }, ...CATEGORY_OPTIONS];
const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 };

/** /photo-gallery: the admin photo manager (spec part 2, section 2.2); admins only (the route guard). */
export function PhotoGalleryPage() {
  const photos = useManagedPhotos();
  const patch = usePatchPhoto();
  const remove = useDeleteManagedPhoto();
  const [category, setCategory] = useState<string>(ALL);
  const [editing, setEditing] = useState<Photo | null>(null);

  const shown = (photos.data ?? []).filter((p) => category === ALL || p.category === category);

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
          <Text c="dimmed">Edit, hide or delete the photos customers see in the gallery.</Text>
        </div>
        <Select
          label="Category"
          data={FILTER_OPTIONS}
          value={category}
          onChange={(v) => setCategory(v ?? ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>

      {photos.isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading photos">
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
      ) : photos.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title="Photos could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{errorText(photos.error, 'Please check your connection and try again.')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => photos.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : shown.length === 0 ? (
        <Card withBorder radius="lg" py={48}>
          <Stack align="center" gap={6}>
            <IconPhoto size={40} color="var(--mantine-color-ember-6)" aria-hidden />
            <Title order={2} fz={22}>
              No photos found
            </Title>
            <Text c="dimmed" ta="center">
              {category === ALL
                ? 'No photos have been uploaded yet.'
                : `No photos found in the ${categoryLabel(category)} category.`}
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="lg">
          {shown.map((photo) => (
            <ManagerPhotoCard
              key={photo.id}
              photo={photo}
              onEdit={() => setEditing(photo)}
              onDelete={() => askDelete(photo)}
            />
          ))}
        </SimpleGrid>
      )}

      <EditPhotoDialog
        photo={editing}
        onClose={() => setEditing(null)}
        onSave={save}
        saving={patch.isPending}
      />
    </Stack>
  );
}
