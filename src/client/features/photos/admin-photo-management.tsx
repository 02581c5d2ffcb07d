import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconEdit,
  IconGripVertical,
  IconPhotoPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { categoryLabel, type Photo, photoSrcSet } from '../../../common/photos.ts';

type Props = {
  photos: Photo[];
  onAdd: () => void;
  onEdit: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
  /** The full list of ids in their new order. */
  onReorder: (ids: number[]) => void;
  reordering: boolean;
};

function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * 'Admin Photo Management' on /gallery: add, edit, delete and reorder. The drag handle works with a
 * mouse (drag and drop) and with the keyboard (arrow keys on the handle, or the move buttons).
 */
export function AdminPhotoManagement({ photos, onAdd, onEdit, onDelete, onReorder, reordering }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = photos.map((p) => p.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(moved(ids, from, to));
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') move(index, index - 1);
    else if (event.key === 'ArrowDown') move(index, index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="admin-photos-heading">
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} fz={22} id="admin-photos-heading">
            Admin Photo Management
          </Title>
          <Text size="sm" c="dimmed">
            Drag a photo by its handle (or use the arrows) to set the gallery order.
          </Text>
        </div>
        {photos.length > 0 && (
          <Button leftSection={<IconPhotoPlus size={18} />} onClick={onAdd}>
            Add Photo
          </Button>
        )}
      </Group>
      {photos.length === 0 ? (
        <Stack align="center" gap="sm" py="lg">
          <Text c="dimmed">No photos have been added to the gallery yet.</Text>
          <Button leftSection={<IconPhotoPlus size={18} />} onClick={onAdd}>
            Add First Photo
          </Button>
        </Stack>
      ) : (
        <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={reordering}>
          {photos.map((photo, index) => (
            <Group
              key={photo.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              p={8}
              aria-label={photo.displayName}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-gray-3)',
                background:
                  over === photo.id && dragging !== photo.id ? 'var(--mantine-color-ember-0)' : 'white',
                opacity: dragging === photo.id ? 0.5 : 1,
              }}
              onDragOver={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                setOver(photo.id);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(ids.indexOf(dragging), index);
                setDragging(null);
                setOver(null);
              }}
            >
              <Tooltip label="Drag to reorder, or use the arrow keys">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  draggable
                  aria-label={`Reorder ${photo.displayName}`}
                  style={{ cursor: 'grab' }}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(photo.id));
                    setDragging(photo.id);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onKeyDown={(e) => onHandleKey(e, index)}
                >
                  <IconGripVertical size={18} />
                </ActionIcon>
              </Tooltip>
              <Image
                src={photo.imageUrl}
                srcSet={photoSrcSet(photo.imageUrl)}
                sizes="64px"
                w={64}
                h={48}
                width={64}
                height={48}
                radius="sm"
                fit="cover"
                alt=""
                loading="lazy"
                fallbackSrc="/favicon.svg"
                visibleFrom="xs"
                style={{ flexShrink: 0 }}
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lineClamp={2} lh={1.25}>
                  {photo.displayName}
                </Text>
                <Group gap={4}>
                  <Badge size="xs" variant="light">
                    {categoryLabel(photo.category)}
                  </Badge>
                  {!photo.isActive && (
                    <Badge size="xs" color="red">
                      Hidden
                    </Badge>
                  )}
                  {photo.featuredOnHomepage && (
                    <Badge size="xs" color="sage" variant="light">
                      Homepage
                    </Badge>
                  )}
                </Group>
              </Stack>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${photo.displayName} up`}
                  disabled={index === 0 || reordering}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${photo.displayName} down`}
                  disabled={index === photos.length - 1 || reordering}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${photo.displayName}`}
                  onClick={() => onEdit(photo)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${photo.displayName}`}
                  onClick={() => onDelete(photo)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
