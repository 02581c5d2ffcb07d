import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { priceLabel } from '../menu/price-label.ts';
import { PhotoZone } from './photo-zone.tsx';
import { notifyUploadFailed, uploadMenuPhoto, useRemoveMenuPhoto } from './use-menu-admin.ts';

type Props = {
  item: MenuItem;
  categoryLabel: string;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
};

/** A menu item in the manager: its photo zone, chips, serving and prep line, edit and delete. */
export function ManagerItemCard({ item, categoryLabel, onEdit, onDelete }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const removePhoto = useRemoveMenuPhoto();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadMenuPhoto(item.id, file, setProgress);
      await queryClient.invalidateQueries({ queryKey: ['menu-items'] });
      notifySuccess('Photo Uploaded', `The photo of ${item.name} has been updated.`);
    } catch (error) {
      notifyUploadFailed(error);
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove photo?',
      children: <Text size="sm">Are you sure you want to remove the photo of {item.name}?</Text>,
      labels: { confirm: 'Remove Photo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removePhoto.mutate(item, {
          onSuccess: () => notifySuccess('Photo Removed', `${item.name} no longer has a photo.`),
          onError: () => notifyError('Delete Failed', 'Failed to remove photo. Please try again.'),
        }),
    });

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="sm">
      <Stack gap="xs" h="100%">
        <PhotoZone
          photoUrl={item.imageUrl}
          label={`Photo for ${item.name}`}
          onFile={(file) => void upload(file)}
          onRemove={confirmRemove}
          progress={progress}
          height={item.imageUrl ? 170 : 120}
        />
        <Stack gap={2}>
          <Title order={3} fz="md" id={titleId}>
            {item.name}
          </Title>
          <Text fw={700} size="sm" c="ember.8">
            {priceLabel(item)}
          </Text>
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
