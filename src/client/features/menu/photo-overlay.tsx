import { Modal, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { photoSrcSet } from '../../../common/photos.ts';
import css from './photo-overlay.module.css';

/** A dish's photos: the main one first, then the others. */
export type DishPhotos = { urls: string[]; name: string };

/**
 * A dish's photo over the whole screen; a click on it or beside it (or Escape) closes it. A dish with
 * several photos shows the others as thumbnails under it: a thumbnail shows that photo instead.
 */
export function PhotoOverlay({ photo, onClose }: { photo: DishPhotos | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each dish opens on its main photo.
  useEffect(() => setIndex(0), [photo]);
  const urls = photo?.urls ?? [];
  const shown = urls[index] ?? urls[0];

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
      {photo && shown && (
        // A click anywhere but on a thumbnail closes the view (the spec's overlay closes on click).
        // The photo's button and Escape close it by keyboard; the stage only widens the target.
        <div className={css.stage} data-several={urls.length > 1 || undefined} onClick={onClose}>
          <UnstyledButton onClick={onClose} aria-label="Close photo" className={css.photo}>
            <img src={shown} srcSet={photoSrcSet(shown)} sizes="100vw" alt={photo.name} />
          </UnstyledButton>
          {urls.length > 1 && (
            <ul className={css.thumbs} aria-label={`More photos of ${photo.name}`}>
              {urls.map((url, i) => (
                <li key={url}>
                  <UnstyledButton
                    className={css.thumb}
                    aria-label={`Show photo ${i + 1} of ${urls.length}`}
                    aria-pressed={i === index}
                    onClick={(event) => {
                      event.stopPropagation();
                      setIndex(i);
                    }}
                  >
                    <img src={url} srcSet={photoSrcSet(url)} sizes="72px" alt="" />
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          )}
          <Text c="white" fw={600}>
            {photo.name} · click anywhere to close
          </Text>
        </div>
      )}
    </Modal>
  );
}
