import {
  IconArrowRight,
  IconCheck,
  IconChefHat,
  IconCoffee,
  IconFish,
  IconSalad,
  IconToolsKitchen3,
  IconTruck,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { findService, priceTag } from '../../../common/offer/text.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { ARTWORK } from '../../../common/site-artwork.ts';
import { serviceVisible } from '../../../common/switches/defaults.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSwitches } from '../../lib/use-switches.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { Section } from '../../ui/section.tsx';
import { usePlacedArtwork } from '../photos/use-site-photos.ts';
import classes from './home.module.css';

/**
 * What the brunch package adds besides its dishes, in the owner's own words from its includes
 * ("Fresh fruit tray included. Orange and apple juice included."); setup, which every package has,
 * is left out.
 */
function brunchExtras(includes: string[]): string {
  const extras = includes.filter((line) => !/setup/i.test(line)).slice(0, 2);
  return extras.map((line) => ` ${line.replace(/[.\s]+$/, '')}.`).join('');
}

/** The home page's four service cards, priced from the offer. */
function offerServices(offer: Offer) {
  // By key, not position: an owner may list brunch first or drop a package.
  const fullService = offer.perPerson.find((p) => p.key === 'full-service');
  const brunch = offer.perPerson.find((p) => p.key === 'brunch');
  const truck = findService(offer, 'food-truck');
  return [
    fullService && {
      icon: IconChefHat,
      title: fullService.name,
      price: `From ${priceTag(fullService.pricePerPerson)} per person`,
      text: `Choose ${fullService.dishCount} dishes; we deliver, set up, serve and clear. For events of ${fullService.minGuests} guests or more.`,
      to: '/packages',
    },
    brunch && {
      icon: IconCoffee,
      service: 'brunch' as const,
      title: brunch.name,
      price: `From ${priceTag(brunch.pricePerPerson)} per person`,
      text: `${brunch.dishCount} brunch favourites for showers, graduations and Sunday gatherings.${brunchExtras(brunch.includes)}`,
      to: '/packages',
    },
    {
      icon: IconToolsKitchen3,
      title: offer.pans.title,
      price: `From ${priceTag(offer.pans.price)} ${offer.pans.unit.replace(/^per /, 'a ')}`,
      text: 'Order salads, sides and entrees by the pan for parties at home or the office. Pick up or delivery.',
      to: '/menu',
    },
    truck && {
      icon: IconTruck,
      service: 'foodTruck' as const,
      title: truck.title,
      price: `From ${priceTag(truck.price)} ${truck.unit}`,
      text: `Our truck serves made-to-order plates at block parties, schools and company events. ${offer.minimums.foodTruckHours}-hour minimum.`,
      to: '/food-truck',
    },
  ].filter((s) => !!s);
}

export function ServiceCards() {
  const offer = useOffer();
  const features = useSwitches();
  // A service the owner switched off leaves the home page too.
  const services = offerServices(offer).filter(
    (s) => !('service' in s) || !s.service || serviceVisible(features, s.service, false),
  );
  return (
    <Section
      id="services"
      eyebrow="What we do"
      title="Catering for every kind of gathering"
      description="From a tray of wings for the office to a plated dinner for 200, one kitchen and one team you can reach."
    >
      <div
        className={`${classes.grid} ${classes.services}`}
        style={services.length === 4 ? undefined : ({ '--cols': services.length } as CSSProperties)}
      >
        {services.map((service) => (
          <article key={service.title} className={`${classes.card} hover-lift`}>
            <span className={classes.icon} aria-hidden="true">
              <service.icon size={28} {...LEAN_ICON} strokeWidth={1.6} />
            </span>
            <h3 className={classes.h3}>{service.title}</h3>
            <p className={classes.price}>{service.price}</p>
            <p className={classes.cardText}>{service.text}</p>
            <Link
              to={service.to}
              className={`${classes.btn} ${classes.subtle}`}
              aria-label={`Learn more about ${service.title}`}
            >
              <span>Learn more</span>
              <IconArrowRight size={16} {...LEAN_ICON} />
            </Link>
          </article>
        ))}
      </div>
      <div className={`${classes.row} ${classes.center}`}>
        <Link to="/services" className={`${classes.btn} ${classes.md} ${classes.outline}`}>
          <span>Explore All Services</span>
        </Link>
      </div>
    </Section>
  );
}

const SPECIALTIES = [
  {
    icon: IconFish,
    title: 'Market-fresh seafood',
    text: 'Salmon, shrimp, lobster and crab legs, priced at market value.',
  },
  {
    icon: IconToolsKitchen3,
    title: 'Lollipop lamb chops',
    text: 'Rosemary and garlic, grilled to order for cocktail hours.',
  },
  {
    icon: IconChefHat,
    title: 'Soul-food sides',
    text: 'Baked mac and cheese, collard greens and candied yams.',
  },
  {
    icon: IconCoffee,
    title: 'Brunch spreads',
    text: 'Chicken and waffles, shrimp and grits, French toast and fruit.',
  },
  {
    icon: IconSalad,
    title: 'Fresh salads & vegetables',
    text: 'Vegetarian and gluten-free choices, labelled on every tray.',
  },
];

export function Specialties() {
  return (
    <Section
      id="specialties"
      eyebrow="Our specialties"
      title="Southern comfort, seafood and brunch"
      tone="warm"
    >
      <div className={classes.split}>
        <ArtImage
          art={usePlacedArtwork('specialties', ARTWORK.dishSalmon)}
          sizes="(min-width: 62em) 540px, 100vw"
          className={classes.feature}
        />
        <ul className={classes.checklist}>
          {SPECIALTIES.map((item) => (
            <li key={item.title}>
              <span className={classes.check} aria-hidden="true">
                <IconCheck size={18} {...LEAN_ICON} />
              </span>
              <div>
                <p className={classes.specTitle}>{item.title}</p>
                <p className={classes.dimmed}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
