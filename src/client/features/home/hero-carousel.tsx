import { type ReactNode, useEffect, useRef, useState } from 'react';
import { photoArtwork } from '../../../common/photos.ts';
import { ARTWORK, type Artwork } from '../../../common/site-artwork.ts';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import classes from './hero.module.css';

type Slide = { art: Artwork; caption: string };

/** The built-in slides, shown until an admin places photos in 'Home hero slides'. */
export const HERO_SLIDES: Slide[] = [
  { art: ARTWORK.heroFeast, caption: 'Weddings & dinner parties' },
  { art: ARTWORK.heroBuffet, caption: 'Corporate buffets by the pan' },
  { art: ARTWORK.heroBrunch, caption: 'Brunch for 50 or 500' },
  { art: ARTWORK.heroTruck, caption: 'Our food truck at your event' },
];

/** The spec's rotation: every 4 seconds. */
export const HERO_INTERVAL_MS = 4000;

/** Full width; the same value the server's preload link names (common/seo.ts). */
const HERO_SIZES = '100vw';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The home page hero: the admin's hero photos (or four built-in pictures) behind the content, rotating
 * every 4 s, with dot buttons.
 * Rotation pauses while the hero is hovered or has focus, and stays off for reduced motion.
 * The first picture is the page's LCP element: in the server's HTML and fetched first; the others
 * are added once it has loaded.
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  const { photos } = useSitePhotos();
  const slides: Slide[] =
    photos.hero.length > 0
      ? photos.hero.map((photo) => ({ art: photoArtwork(photo), caption: photo.displayName }))
      : HERO_SLIDES;
  const [active, setActive] = useState(0);
  const [hasAll, setHasAll] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const firstImage = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    setReducedMotion(prefersReducedMotion());
    const onChange = () => setReducedMotion(prefersReducedMotion());
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const image = firstImage.current;
    if (!image || image.complete) {
      setHasAll(true);
      return;
    }
    const onDone = () => setHasAll(true);
    image.addEventListener('load', onDone);
    image.addEventListener('error', onDone);
    return () => {
      image.removeEventListener('load', onDone);
      image.removeEventListener('error', onDone);
    };
  }, []);

  const count = slides.length;
  const isPaused = isHovered || isFocused || reducedMotion || count < 2;
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);
  const shown = active < count ? active : 0;

  return (
    <section
      className={classes.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.slides}>
        {slides.map((slide, index) =>
          index === 0 || hasAll ? (
            <img
              key={slide.art.src}
              ref={index === 0 ? firstImage : undefined}
              src={slide.art.src}
              srcSet={slide.art.srcSet || undefined}
              sizes={HERO_SIZES}
              width={slide.art.width}
              height={slide.art.height}
              alt={index === shown ? slide.art.alt : ''}
              aria-hidden={index === shown ? undefined : true}
              loading="eager"
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
              className={classes.slide}
              data-active={index === shown || undefined}
            />
          ) : null,
        )}
      </div>
      <div className={classes.shade} />
      <div className={classes.content}>{children}</div>
      <div className={classes.controls}>
        <p className={classes.caption} aria-live={isPaused ? 'polite' : 'off'}>
          {slides[shown]!.caption}
        </p>
        {count > 1 && (
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.art.src}
                type="button"
                className={classes.dot}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
