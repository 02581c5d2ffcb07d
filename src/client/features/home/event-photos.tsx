import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../common/images.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { Section } from '../../ui/section.tsx';
import classes from './home.module.css';
import { useFeaturedPhotos } from './use-home-data.ts';

const FALLBACK = [
  { art: ARTWORK.eventDinner, title: 'Wedding reception dinner' },
  { art: ARTWORK.eventBuffet, title: 'Corporate lunch buffet' },
  { art: ARTWORK.eventBrunch, title: 'Graduation brunch' },
  { art: ARTWORK.eventTruck, title: 'Summer block party' },
];

const SIZES = '(min-width: 62em) 25vw, 50vw';

/** Events we have catered: the gallery's homepage photos, or our own artwork until there are some. */
export function EventPhotos() {
  const photos = useFeaturedPhotos();
  const list = photos.data ?? [];
  return (
    <Section
      id="events"
      eyebrow="Event photos"
      title="From our recent events"
      description="Weddings, office lunches, graduations and backyard parties across Philadelphia."
      tone="white"
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {photos.isPending
          ? FALLBACK.map((f) => <div key={f.title} className={`${classes.photo} ${classes.skeleton}`} />)
          : list.length > 0
            ? list.slice(0, 4).map((photo) => (
                <figure key={photo.id} className={classes.figure}>
                  <img
                    src={photo.imageUrl}
                    srcSet={imageSrcSet(photo.imageUrl)}
                    sizes={SIZES}
                    width={640}
                    height={480}
                    alt={photo.description ?? photo.title}
                    loading="lazy"
                    decoding="async"
                    className={classes.photo}
                  />
                  <figcaption>{photo.title}</figcaption>
                </figure>
              ))
            : FALLBACK.map((f) => (
                <figure key={f.title} className={classes.figure}>
                  <ArtImage art={f.art} sizes={SIZES} className={classes.photo} />
                  <figcaption>{f.title}</figcaption>
                </figure>
              ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button component={Link} to="/gallery" variant="outline" leftSection={<IconPhoto size={18} />}>
          View Gallery
        </Button>
      </Group>
    </Section>
  );
}
