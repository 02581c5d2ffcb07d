import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { photoArtwork } from '../../../common/photos.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { Section } from '../../ui/section.tsx';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import classes from './home.module.css';

const FALLBACK = [
  { art: ARTWORK.eventDinner, title: 'Wedding reception dinner' },
  { art: ARTWORK.eventBuffet, title: 'Corporate lunch buffet' },
  { art: ARTWORK.eventBrunch, title: 'Graduation brunch' },
  { art: ARTWORK.eventTruck, title: 'Summer block party' },
];

const SIZES = '(min-width: 62em) 25vw, 50vw';

/** Events we have catered: the photos placed in 'Event photos', or our own artwork until there are some. */
export function EventPhotos() {
  const { photos } = useSitePhotos();
  const list =
    photos.event.length > 0
      ? photos.event
          .slice(0, 4)
          .map((photo) => ({ key: `photo-${photo.id}`, art: photoArtwork(photo), title: photo.displayName }))
      : FALLBACK.map((f) => ({ key: f.title, ...f }));
  return (
    <Section
      id="events"
      eyebrow="Event photos"
      title="From our recent events"
      description="Weddings, office lunches, graduations and backyard parties across Philadelphia."
      tone="white"
    >
      <div className={`${classes.grid} ${classes.events}`}>
        {list.map((item) => (
          <figure key={item.key} className={classes.figure}>
            <ArtImage art={item.art} sizes={SIZES} className={classes.photo} />
            <figcaption>{item.title}</figcaption>
          </figure>
        ))}
      </div>
      <div className={`${classes.row} ${classes.center}`}>
        <Link to="/gallery" className={`${classes.btn} ${classes.outline}`}>
          <IconPhoto size={18} {...LEAN_ICON} />
          <span>View Gallery</span>
        </Link>
      </div>
    </Section>
  );
}
