import { Modal, Text, UnstyledButton } from '@mantine/core';
import { photoSrcSet } from '../../../common/photos.ts';

/** A dish photo over the whole screen; a click anywhere (or Escape) closes it. */
export function PhotoOverlay({
  photo,
  onClose,
}: {
  photo: { url: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      title={photo ? `Photo of ${photo.name}` : undefined}
      styles={{
        header: { position: 'absolute', left: -9999 },
        content: { background: 'rgba(20, 12, 8, 0.94)' },
        body: { height: '100%' },
      }}
    >
      {photo && (
        <UnstyledButton
          onClick={onClose}
          aria-label="Close photo"
          style={{
            width: '100%',
            height: '100dvh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 12,
            padding: 16,
          }}
        >
          <img
            src={photo.url}
            srcSet={photoSrcSet(photo.url)}
            sizes="100vw"
            alt={photo.name}
            style={{
              maxWidth: '100%',
              maxHeight: 'calc(100dvh - 80px)',
              objectFit: 'contain',
              borderRadius: 8,
            }}
          />
          <Text c="white" fw={600}>
            {photo.name} · click anywhere to close
          </Text>
        </UnstyledButton>
      )}
    </Modal>
  );
}
