import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { placementLabel } from '../../../common/photo-placements.ts';
import { categoryLabel, type Photo } from '../../../common/photos.ts';
import { PhotoImage } from './photo-image.tsx';

/** The photo grid shows at most two tags, then '+N more' (spec part 2, section 9). */
const VISIBLE_TAGS = 2;

type Props = {
  photo: Photo;
  onEdit: () => void;
  onDelete: () => void;
  onToggleHidden: () => void;
  /** Moves within the photo's placement; absent at either end of it. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  /** The photo's place within its placement (1 = first), for the placement's view. */
  position?: number;
};

export function ManagerPhotoCard({
  photo,
  onEdit,
  onDelete,
  onToggleHidden,
  onMoveUp,
  onMoveDown,
  position,
}: Props) {
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
            <Tooltip label={photo.isActive ? 'Hide from visitors' : 'Show to visitors'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${photo.isActive ? 'Hide' : 'Show'} ${photo.displayName}`}
                onClick={onToggleHidden}
              >
                {photo.isActive ? <IconEyeOff size={18} /> : <IconEye size={18} />}
              </ActionIcon>
            </Tooltip>
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
          <Badge variant="filled" color="ember" tt="none">
            {placementLabel(photo.placement)}
            {position !== undefined ? ` · ${position}` : ''}
          </Badge>
          <Badge variant="light">{categoryLabel(photo.category)}</Badge>
          {!photo.isActive && <Badge color="red">Hidden</Badge>}
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
        {(onMoveUp || onMoveDown) && (
          <Group gap={6} mt="auto">
            <ActionIcon
              variant="default"
              aria-label={`Move ${photo.displayName} earlier`}
              disabled={!onMoveUp}
              onClick={onMoveUp}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move ${photo.displayName} later`}
              disabled={!onMoveDown}
              onClick={onMoveDown}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
