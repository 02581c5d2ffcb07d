import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconLibraryPhoto, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DishFoodCost } from '../costing/dish-food-cost.tsx';
import { RecipeButton } from '../costing/recipe-button.tsx';
import { priceLabel } from '../menu/price-label.ts';
import { menuKeys } from '../menu/query-keys.ts';
import { PhotoZone } from './photo-zone.tsx';
import { notifyUploadFailed, uploadMenuPhoto, useRemoveMenuPhoto } from './use-menu-admin.ts';

type Props = {
  item: MenuItem;
  categoryLabel: string;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  /** Opens the dish's photos: add, set as main, delete. */
  onPhotos: (item: MenuItem) => void;
};

/** A menu item in the manager: its photo zone, chips, serving and prep line, edit and delete. */
export function ManagerItemCard({ item, categoryLabel, onEdit, onDelete, onPhotos }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const removePhoto = useRemoveMenuPhoto();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadMenuPhoto(item.id, file, setProgress);
      await queryClient.invalidateQueries({ queryKey: menuKeys.items });
      notifySuccess('Photo Uploaded', `The photo of ${item.name} has been updated.`);
    } catch (error) {
      notifyUploadFailed(error);
    } finally {
      setProgress(null);
    }
  };

  const hasMore = item.photoUrls.length > 1;
  const confirmRemove = (photoUrl: string) =>
    modals.openConfirmModal({
      title: 'Remove photo?',
      children: (
        <Text size="sm">
          Are you sure you want to remove the photo of {item.name}?
          {hasMore && ' Its next photo becomes the main one.'}
        </Text>
      ),
      labels: { confirm: 'Remove Photo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removePhoto.mutate(
          { itemId: item.id, photoUrl },
          {
            onSuccess: () =>
              notifySuccess(
                'Photo Removed',
                hasMore ? `${item.name} now shows its next photo.` : `${item.name} no longer has a photo.`,
              ),
            onError: () => notifyError('Remove Failed', 'Failed to remove photo. Please try again.'),
          },
        ),
    });

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="sm">
      <Stack gap="xs" h="100%">
        <PhotoZone
          photoUrl={item.imageUrl}
          label={`Photo for ${item.name}`}
          onFile={(file) => void upload(file)}
          onRemove={item.imageUrl ? () => confirmRemove(item.imageUrl!) : undefined}
          progress={progress}
          height={item.imageUrl ? 170 : 120}
        />
        {/* The first photo goes on the zone above; the dialog adds more and picks the main one. */}
        {item.photoUrls.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconLibraryPhoto size={14} />}
            onClick={() => onPhotos(item)}
          >
            {item.photoUrls.length > 1 ? `All photos (${item.photoUrls.length})` : 'Add more photos'}
          </Button>
        )}
        <Stack gap={2}>
          <Title order={3} fz="md" id={titleId}>
            {item.name}
          </Title>
          <Text fw={700} size="sm" c="ember.8">
            {priceLabel(item)}
          </Text>
          <DishFoodCost menuItemId={item.id} />
        </Stack>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {categoryLabel}
          </Badge>
          {item.popular && <Badge color="ember">Popular</Badge>}
          {!item.isActive && <Badge color="red">Inactive</Badge>}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed">
          Serving: {item.servingSize} | Prep: {item.prepTime}
        </Text>
        <Group gap="xs" mt="auto" grow>
          <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => onEdit(item)}>
            Edit
          </Button>
          <RecipeButton menuItemId={item.id} name={item.name} />
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
