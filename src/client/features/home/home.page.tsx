import { IconArrowRight, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusiness } from '../../lib/use-business.ts';
import { CtaBand } from '../../ui/cta-band.tsx';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { EventPhotos } from './event-photos.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import classes from './home.module.css';
import { PlatformFeatures, Testimonials } from './home-extras.tsx';
import { ServiceCards, Specialties } from './home-services.tsx';
import { SignatureDishes } from './signature-dishes.tsx';

/**
 * The home page (/ and /home): what we cook, for whom, and how to book. Plain elements and CSS modules
 * rather than Mantine's layout components: the server sends this page to every first visitor.
 */
export function HomePage() {
  const business = useBusiness();
  return (
    <>
      <HeroCarousel>
        <div className={classes.container}>
          <div className={classes.heroStack}>
            <div className={`${classes.badge} ${classes.heroBadge}`}>
              {`Philadelphia catering since ${business.foundedYear}`}
            </div>
            <h1 className={classes.heroTitle}>Food worth gathering around</h1>
            <p className={classes.heroLead}>
              {`${business.name} cooks for weddings, office lunches, brunches and block parties: full-service events, half and full pans to pick up, and a food truck that comes to you.`}
            </p>
            <div className={classes.row}>
              <Link to="/quote" className={`${classes.btn} ${classes.lg}`}>
                <span>Get Your Free Quote</span>
                <IconArrowRight size={18} {...LEAN_ICON} />
              </Link>
              <Link to="/gallery" className={`${classes.btn} ${classes.lg} ${classes.white}`}>
                <IconPhoto size={18} {...LEAN_ICON} />
                <span>View Gallery</span>
              </Link>
            </div>
            <dl className={classes.stats}>
              {business.offer.claims.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </HeroCarousel>
      <ServiceCards />
      <Specialties />
      <EventPhotos />
      <SignatureDishes />
      <PlatformFeatures />
      <Testimonials />
      <CtaBand />
    </>
  );
}
