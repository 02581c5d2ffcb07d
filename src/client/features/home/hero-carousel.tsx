import { type ReactNode, useEffect, useRef } from 'react';
import { HERO_SIZES } from '../../../common/pages/seo-details.ts';
import { photoArtwork } from '../../../common/photos.ts';
import { ARTWORK, type Artwork } from '../../../common/site-artwork.ts';
import { HANDLED_EARLY_ATTRIBUTE } from '../../before-react/early-clicks.ts';
import { startHeroRotation } from '../../before-react/hero-rotation.ts';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import classes from './hero.module.css';

type Slide = { art: Artwork; caption: string };

/** The built-in slides, shown until an admin places photos in 'Home hero slides'. */
const HERO_SLIDES: Slide[] = [
  { art: ARTWORK.heroFeast, caption: 'Weddings & dinner parties' },
  { art: ARTWORK.heroBuffet, caption: 'Corporate buffets by the pan' },
  { art: ARTWORK.heroBrunch, caption: 'Brunch for 50 or 500' },
  { art: ARTWORK.heroTruck, caption: 'Our food truck at your event' },
];

/** Full width; the same value the server's preload link names (common/seo.ts). */

/**
 * The home page hero: four pictures behind the content, rotating every 4 s, with dot buttons.
 * Rotation pauses while the hero is hovered or has focus, and stays off for reduced motion.
 * The first picture is the page's LCP element: in the server's HTML and fetched first; the others
 * are added once it has loaded.
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  // The admin's hero photos (in the server's HTML, preloaded by the page registry), else the artwork.
  const { photos } = useSitePhotos();
  const slides: Slide[] =
    photos.hero.length > 0
      ? photos.hero.map((photo) => ({ art: photoArtwork(photo), caption: photo.displayName }))
      : HERO_SLIDES;
  const hero = useRef<HTMLElement>(null);
  // Usually already running: main.tsx starts it on the server's HTML before React loads.
  useEffect(() => {
    if (hero.current) startHeroRotation(hero.current);
  }, []);

  // What the rotation changes is attributes only, rendered here once for the first slide.
  return (
    <section
      ref={hero}
      data-hero
      className={classes.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
    >
      <div className={classes.slides}>
        {slides.map((slide, index) => (
          <img
            key={slide.art.src}
            data-slide
            src={index === 0 ? slide.art.src : undefined}
            srcSet={index === 0 ? slide.art.srcSet || undefined : undefined}
            data-src={index === 0 ? undefined : slide.art.src}
            data-srcset={index === 0 ? undefined : slide.art.srcSet || undefined}
            data-alt={slide.art.alt}
            sizes={HERO_SIZES}
            width={slide.art.width}
            height={slide.art.height}
            alt={index === 0 ? slide.art.alt : ''}
            aria-hidden={index === 0 ? undefined : true}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
            className={classes.slide}
            data-active={index === 0 || undefined}
          />
        ))}
      </div>
      <div className={classes.shade} />
      <div className={classes.content}>{children}</div>
      <div className={classes.controls}>
        <p className={classes.caption} data-live aria-live="off">
          {slides.map((slide, index) => (
            <span key={slide.art.src} data-caption hidden={index !== 0}>
              {slide.caption}
            </span>
          ))}
        </p>
        {/* One slide needs no dots (and does not rotate). */}
        {slides.length > 1 && (
          <div className={classes.dots} {...{ [HANDLED_EARLY_ATTRIBUTE]: true }}>
            {slides.map((slide, index) => (
              <button
                key={slide.art.src}
                type="button"
                data-dot
                className={classes.dot}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === 0 ? 'true' : undefined}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
