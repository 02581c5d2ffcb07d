import { AspectRatio, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { photoSrcSet } from '../../../common/photos.ts';
import { hasFailedToLoad } from '../../before-react/failed-images.ts';

type PhotoImageProps = {
  url: string;
  width: number;
  height: number;
  alt: string;
  /** How wide the image shows, for the browser's pick from srcset. */
  sizes: string;
  /** A broken image hides (photo manager) or becomes a placeholder with an icon and the name (gallery). */
  whenBroken: 'hide' | 'placeholder';
  /** The first screenful loads at once; the rest only when scrolled near. */
  eager?: boolean;
};

/** A photo in a 4:3 frame with srcset and intrinsic size, so nothing jumps while it loads. */
export function PhotoImage({ url, width, height, alt, sizes, whenBroken, eager = false }: PhotoImageProps) {
  const [broken, setBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // On a server-rendered page the image may have failed before React took over (main.tsx loads the
  // app when one does): onError has come and gone, so the failed image is recognised here.
  useEffect(() => {
    const img = image.current;
    if (img && hasFailedToLoad(img)) setBroken(true);
  }, []);
  if (broken && whenBroken === 'hide') return null;
  return (
    <AspectRatio ratio={4 / 3} bg="ember.0">
      {broken ? (
        <Stack align="center" justify="center" gap={6} p="sm" data-testid="photo-placeholder">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
            <IconPhotoOff size={24} />
          </ThemeIcon>
          <Text size="sm" fw={600} ta="center" c="ember.9">
            {alt}
          </Text>
        </Stack>
      ) : (
        <img
          ref={image}
          src={url}
          srcSet={photoSrcSet(url)}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
          style={{ objectFit: 'cover', width: '100%', height: '100%', display: 'block' }}
        />
      )}
    </AspectRatio>
  );
}
