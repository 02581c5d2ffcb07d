import { Badge, Card, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { categoryLabel } from '../../../common/photos.ts';
import { PhotoImage } from './photo-image.tsx';

export type GalleryItem = {
  key: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  displayName: string;
  description: string | null;
  category: string;
};

const CARD_SIZES = '(min-width: 75em) 360px, (min-width: 48em) 33vw, (min-width: 36em) 50vw, 100vw';

/** A read-only gallery card; the picture opens larger in a dialog. */
export function GalleryCard({ item, eager = false }: { item: GalleryItem; eager?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="lg" padding={0} component="article" className="hover-lift">
      <UnstyledButton onClick={() => setOpen(true)} aria-label={`View ${item.displayName} larger`}>
        <PhotoImage
          url={item.imageUrl}
          width={item.imageWidth}
          height={item.imageHeight}
          alt={item.displayName}
          sizes={CARD_SIZES}
          whenBroken="placeholder"
          eager={eager}
        />
      </UnstyledButton>
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text component="h3" fw={700} fz="lg" lh={1.3} ff="heading">
            {item.displayName}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {categoryLabel(item.category)}
          </Badge>
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
        )}
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open}
        onClose={() => setOpen(false)}
        title={item.displayName}
        size="xl"
        centered
      >
        <Stack gap="sm">
          <PhotoImage
            url={item.imageUrl}
            width={item.imageWidth}
            height={item.imageHeight}
            alt={item.displayName}
            sizes="(min-width: 62em) 780px, 95vw"
            whenBroken="placeholder"
            eager
          />
          {item.description && <Text>{item.description}</Text>}
        </Stack>
      </Modal>
    </Card>
  );
}
