import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_DISH_PHOTOS, type MenuItem } from '../../../common/menu/schema.ts';
import { photoSrcSet } from '../../../common/photos.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { menuKeys } from '../menu/query-keys.ts';
import { PhotoZone } from './photo-zone.tsx';
import {
  notifyUploadFailed,
  uploadMenuPhoto,
  useRemoveMenuPhoto,
  useSetMainPhoto,
} from './use-menu-admin.ts';

type Props = { item: MenuItem | null; onClose: () => void };

/**
 * Every photo of a dish: the main one (the menu card's) first, the others shown in the dish's photo
 * view on the menu. Add a photo, set another as main, or delete one (the next becomes main).
 */
export function DishPhotosModal({ item, onClose }: Props) {
  const queryClient = useQueryClient();
  const setMain = useSetMainPhoto();
  const removePhoto = useRemoveMenuPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const photos = item?.photoUrls ?? [];
  const busy = progress !== null || setMain.isPending || removePhoto.isPending;

  const add = async (file: File) => {
    if (!item) return;
    setProgress(0);
    try {
      await uploadMenuPhoto(item.id, file, setProgress, 'add');
      await queryClient.invalidateQueries({ queryKey: menuKeys.items });
      notifySuccess('Photo Uploaded', `${item.name} has a new photo.`);
    } catch (error) {
      notifyUploadFailed(error);
    } finally {
      setProgress(null);
    }
  };

  const makeMain = (url: string) =>
    item &&
    setMain.mutate(
      { id: item.id, photoUrl: url },
      {
        onSuccess: () =>
          notifySuccess('Main Photo Set', `This photo now shows on the menu card of ${item.name}.`),
        onError: () => notifyError('Update Failed', 'Failed to update photo. Please try again.'),
      },
    );

  const confirmDelete = (url: string) =>
    item &&
    modals.openConfirmModal({
      title: 'Delete photo?',
      children: <Text size="sm">Are you sure you want to delete this photo?</Text>,
      labels: { confirm: 'Delete Photo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removePhoto.mutate(
          { itemId: item.id, photoUrl: url },
          {
            onSuccess: () => notifySuccess('Photo Deleted', `The photo was deleted from ${item.name}.`),
            onError: () => notifyError('Delete Failed', 'Failed to delete photo. Please try again.'),
          },
        ),
    });

  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Photos of ${item.name}` : ''} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The main photo shows on the menu card; the others appear when a customer opens the dish's photo.
        </Text>
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            {photos.map((url, index) => (
              <Card key={url} withBorder radius="md" padding="xs" component="figure" m={0}>
                <Card.Section>
                  <img
                    src={url}
                    srcSet={photoSrcSet(url)}
                    sizes="300px"
                    alt={index === 0 ? `Main photo of ${item?.name}` : `Photo ${index + 1} of ${item?.name}`}
                    style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
                  />
                </Card.Section>
                <Group gap={6} mt="xs" justify="space-between">
                  {index === 0 ? (
                    <Badge color="ember" leftSection={<IconStar size={12} />}>
                      Main
                    </Badge>
                  ) : (
                    <Button size="xs" variant="light" onClick={() => makeMain(url)} disabled={busy}>
                      Set as main
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => confirmDelete(url)}
                    disabled={busy}
                  >
                    Delete
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {photos.length < MAX_DISH_PHOTOS ? (
          <PhotoZone
            photoUrl={null}
            label={`Add a photo of ${item?.name ?? 'the dish'}`}
            onFile={(file) => void add(file)}
            progress={progress}
            height={110}
          />
        ) : (
          <Text size="sm" c="dimmed">
            A dish can have at most {MAX_DISH_PHOTOS} photos: delete one to add another.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
