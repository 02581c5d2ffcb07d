import '@mantine/dropzone/styles.css';
import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconReplace, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { photoSrcSet } from '../../../common/photos.ts';
import { isAcceptablePhoto } from './use-menu-admin.ts';

type Props = {
  /** The photo shown now (a stored URL or a local preview), or null. */
  photoUrl: string | null;
  label: string;
  onFile: (file: File) => void;
  onRemove?: () => void;
  /** 0-100 while an upload runs, null otherwise. */
  progress: number | null;
  height?: number;
};

/**
 * A drag-and-drop zone for one dish photo, highlighted while a file is dragged over it. With a photo
 * it offers Replace and Remove; a dropped file replaces the photo.
 */
export function PhotoZone({ photoUrl, label, onFile, onRemove, progress, height = 180 }: Props) {
  const openRef = useRef<() => void>(null);
  const [isBroken, setBroken] = useState(false);
  const [isOver, setOver] = useState(false);
  const busy = progress !== null;
  const showPhoto = photoUrl && !isBroken;

  return (
    <Stack gap={6}>
      <Dropzone
        openRef={openRef}
        onDrop={(files: File[]) => {
          setOver(false);
          const [file] = files;
          if (file && isAcceptablePhoto(file)) {
            setBroken(false);
            onFile(file);
          }
        }}
        onDragEnter={() => setOver(true)}
        onDragLeave={() => setOver(false)}
        multiple={false}
        disabled={busy}
        activateOnClick={!showPhoto}
        inputProps={{ 'aria-label': label }}
        data-drag-over={isOver || undefined}
        p={0}
        radius="md"
        style={{
          height,
          overflow: 'hidden',
          borderWidth: 2,
          borderColor: isOver ? 'var(--mantine-color-ember-6)' : undefined,
          background: isOver ? 'var(--mantine-color-ember-0)' : undefined,
        }}
      >
        {showPhoto ? (
          <Box pos="relative" h={height}>
            <img
              src={photoUrl}
              srcSet={photoSrcSet(photoUrl)}
              sizes="400px"
              alt=""
              onError={() => setBroken(true)}
              style={{
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                display: 'block',
                opacity: isOver ? 0.4 : 1,
              }}
            />
            {isOver && (
              <Text
                pos="absolute"
                inset={0}
                ta="center"
                fw={700}
                c="ember.9"
                style={{ alignContent: 'center' }}
              >
                Drop to replace the photo
              </Text>
            )}
          </Box>
        ) : (
          <Stack align="center" justify="center" h={height} gap={4} px="sm" style={{ pointerEvents: 'none' }}>
            {isOver ? (
              <IconUpload size={34} aria-hidden />
            ) : (
              <IconPhotoPlus size={34} stroke={1.4} aria-hidden />
            )}
            <Text size="sm" fw={600} ta="center">
              {isOver ? 'Drop to upload' : 'Drag a photo here or click to choose'}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              Image files up to 5MB; square photos look best
            </Text>
          </Stack>
        )}
      </Dropzone>
      {busy && <Progress value={progress} size="sm" animated aria-label="Upload progress" />}
      {showPhoto && (
        <Group gap={6} grow>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconReplace size={14} />}
            onClick={() => openRef.current?.()}
            disabled={busy}
          >
            Replace
          </Button>
          {onRemove && (
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
              disabled={busy}
            >
              Remove
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
