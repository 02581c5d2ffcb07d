import {
  IconBrandInstagram,
  IconFileCheck,
  IconLogin,
  IconMessages,
  IconReceipt,
  IconSparkles,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ratingSentence } from '../../../common/offer/text.ts';
import type { PublishedReviews } from '../../../common/reviews/schema.ts';
import { TESTIMONIALS } from '../../../common/site-claims.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import { api } from '../../lib/api.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { Section } from '../../ui/section.tsx';
import classes from './home.module.css';

const FEATURES = [
  {
    icon: IconSparkles,
    title: 'Instant quotes',
    text: 'Full-service and brunch events are priced the moment you ask.',
  },
  {
    icon: IconFileCheck,
    title: 'Proposals online',
    text: 'Review, accept and download your proposal as a PDF.',
  },
  {
    icon: IconMessages,
    title: 'Talk to the chef',
    text: 'Message us about any detail of your event, in one thread.',
  },
  {
    icon: IconReceipt,
    title: 'Orders & rewards',
    text: 'Track your orders and earn loyalty points on every event.',
  },
];

const instagramHandle = (url: string) => {
  const handle = url.replace(/\/+$/, '').split('/').pop();
  return handle ? `@${handle}` : 'us';
};

export function PlatformFeatures() {
  // The Feature Manager's Instagram link; blank hides it.
  const { instagram } = useSwitches().social;
  return (
    <Section
      id="portal"
      eyebrow="Client portal"
      title="Plan your whole event online"
      description="Your own portal keeps quotes, proposals, messages and orders in one place."
      tone="dark"
    >
      <div className={`${classes.grid} ${classes.platform}`}>
        {FEATURES.map((feature) => (
          <div key={feature.title} className={classes.platformItem}>
            <span className={classes.iconFilled} aria-hidden="true">
              <feature.icon size={24} {...LEAN_ICON} strokeWidth={1.6} />
            </span>
            <h3 className={classes.h3}>{feature.title}</h3>
            <p>{feature.text}</p>
          </div>
        ))}
      </div>
      <div className={classes.portalActions}>
        <div>
          <div className={classes.row}>
            <Link to="/login" className={`${classes.btn} ${classes.md}`}>
              <IconLogin size={18} {...LEAN_ICON} />
              <span>Client Portal</span>
            </Link>
            <Link to="/quote" className={`${classes.btn} ${classes.md} ${classes.outline} ${classes.onDark}`}>
              <span>Request a Quote</span>
            </Link>
          </div>
        </div>
        {instagram && (
          <div>
            <a href={instagram} target="_blank" rel="noopener noreferrer" className={classes.instagram}>
              <IconBrandInstagram size={30} {...LEAN_ICON} strokeWidth={1.6} aria-hidden="true" />
              <span>
                Follow {instagramHandle(instagram)} on Instagram
                <small>Fresh plates and event photos every week</small>
              </span>
            </a>
          </div>
        )}
      </div>
    </Section>
  );
}

/** Quotes come in rows of 3 on a wide screen: one row, or two once the owner published more than 3. */
const ROW = 3;

/**
 * What clients say: the reviews the owner published (first name only, embedded in the rendered
 * page), then the site's own testimonials. While loading or on failure, the site's own only.
 */
function useTestimonials() {
  const published = useQuery({
    queryKey: SITE_QUERIES.testimonials.key,
    queryFn: () => api.get<PublishedReviews>(SITE_QUERIES.testimonials.url),
    staleTime: 60_000,
  }).data;
  const reviews = (published?.items ?? []).map((review) => ({
    key: `review-${review.id}`,
    stars: review.stars,
    quote: review.comment,
    name: review.firstName,
    event: review.title,
  }));
  const own = TESTIMONIALS.map((t) => ({ key: t.name, stars: 5, ...t }));
  const withWords = reviews.filter((review) => review.quote);
  return [...withWords, ...own].slice(0, withWords.length > ROW ? 2 * ROW : ROW);
}

export function Testimonials() {
  // The rating and the events count are the offer's claims; without a rating the line is left out.
  const rating = ratingSentence(useOffer().claims);
  const testimonials = useTestimonials();
  return (
    <Section
      id="testimonials"
      eyebrow="Kind words"
      title="What our clients say"
      description={rating ?? undefined}
      tone="white"
    >
      <div className={`${classes.grid} ${classes.quotes}`}>
        {testimonials.map((t) => (
          <figure key={t.key} className={`${classes.card} ${classes.quote}`}>
            <span className={classes.stars} role="img" aria-label={`${t.stars} out of 5 stars`}>
              {'★'.repeat(t.stars)}
            </span>
            <blockquote>“{t.quote}”</blockquote>
            <figcaption>
              {t.name}
              <span>{t.event}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
