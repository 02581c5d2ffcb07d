import type { CSSProperties } from 'react';
import type { Artwork } from '../../common/site-artwork.ts';

type Props = {
  art: Artwork;
  /** Which width the picture takes on screen, for the browser to pick a file from srcset. */
  sizes: string;
  /** The page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  alt?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A picture as WebP in several widths, with its intrinsic size so nothing shifts as it loads: built-in
 * artwork, or an admin's photo for the same place (photoArtwork in common/photos.ts).
 */
export function ArtImage({ art, sizes, priority = false, alt, className, style }: Props) {
  return (
    <img
      src={art.src}
      srcSet={art.srcSet || undefined}
      sizes={sizes}
      width={art.width}
      height={art.height}
      alt={alt ?? art.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      style={style}
    />
  );
}
