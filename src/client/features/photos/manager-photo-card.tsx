import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { categoryLabel, type Photo } from '../../../common/photos.ts';
import { PhotoImage } from './photo-image.tsx';

/** The photo grid shows at most two tags, then '+N more' (spec part 2, section 9). */
export const VISIBLE_TAGS = 2;

export function ManagerPhotoCard({
  photo,
  onEdit,
  onDelete,
}: {
  photo: Photo;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const hiddenTags = photo.tags.length - VISIBLE_TAGS;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-label={photo.displayName}>
      <PhotoImage
        url={photo.imageUrl}
        width={photo.imageWidth}
        height={photo.imageHeight}
        alt={photo.displayName}
        sizes="(min-width: 75em) 25vw, (min-width: 48em) 33vw, (min-width: 36em) 50vw, 100vw"
        whenBroken="hide"
      />
      <Stack gap={8} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lh={1.3}>
            {photo.displayName}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit photo">
              <ActionIcon variant="subtle" aria-label={`Edit ${photo.displayName}`} onClick={onEdit}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete photo">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${photo.displayName}`}
                onClick={onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {photo.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {photo.description}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="light">{categoryLabel(photo.category)}</Badge>
          {!photo.isActive && <Badge color="red">Inactive</Badge>}
          {photo.featuredOnHomepage && (
            <Badge color="sage" variant="light">
              Homepage
            </Badge>
          )}
        </Group>
        {photo.tags.length > 0 && (
          <Group gap={6}>
            {photo.tags.slice(0, VISIBLE_TAGS).map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
            {hiddenTags > 0 && (
              <Text size="xs" c="dimmed">
                +{hiddenTags} more
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
