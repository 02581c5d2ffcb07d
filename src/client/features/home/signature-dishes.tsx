import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { priceTag } from '../../../common/offer/text.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { photoArtwork } from '../../../common/photos.ts';
import { ARTWORK, type Artwork } from '../../../common/site-artwork.ts';
import { useOffer } from '../../lib/use-business.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { Section } from '../../ui/section.tsx';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import classes from './home.module.css';

type FallbackDish = {
  art: Artwork;
  name: string;
  description: string;
  price: (offer: Offer) => string | null;
};

/**
 * A pan dish's price as the offer starts it ("From $60 a half pan", as the services card says): the
 * menu prices each dish, this fallback names none.
 */
const panPrice = ({ pans }: Offer) =>
  `From ${priceTag(pans.price)}${pans.unit ? ` ${pans.unit.replace(/^per /, 'a ')}` : ''}`;
const MARKET = () => 'Market price';

const FALLBACK: FallbackDish[] = [
  {
    art: ARTWORK.dishSalmon,
    name: 'Herb-Roasted Salmon',
    description: 'With lemon, dill and asparagus.',
    price: MARKET,
  },
  {
    art: ARTWORK.dishMac,
    name: 'Baked Mac & Cheese',
    description: 'Three cheeses, golden crust.',
    price: panPrice,
  },
  {
    art: ARTWORK.dishChicken,
    name: 'Chicken Marsala',
    description: 'Mushroom and marsala wine sauce.',
    price: panPrice,
  },
  {
    art: ARTWORK.dishSalad,
    name: 'Garden Salad',
    description: 'Tomatoes, feta and red onion.',
    price: panPrice,
  },
  {
    art: ARTWORK.dishLamb,
    name: 'Lollipop Lamb Chops',
    description: 'Rosemary and garlic, grilled.',
    price: MARKET,
  },
  {
    art: ARTWORK.dishPancakes,
    name: 'Buttermilk Pancakes',
    description: 'Berries and maple syrup.',
    // The brunch package's price per person; no price when the owner sells no brunch package.
    price: (offer) => {
      const brunch = offer.perPerson.find((p) => p.key === 'brunch');
      return brunch ? `${priceTag(brunch.pricePerPerson)} per person (brunch)` : null;
    },
  },
];

const SIZES = '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw';

function DishCard({
  image,
  name,
  description,
  price,
}: {
  image: ReactNode;
  name: string;
  description: string;
  price: string | null;
}) {
  return (
    <article className={`${classes.card} ${classes.dish} hover-lift`}>
      <div className={classes.dishImage}>{image}</div>
      <h3 className={classes.h3}>{name}</h3>
      <p className={classes.dishText}>{description}</p>
      {price && <div className={`${classes.badge} ${classes.priceBadge}`}>{price}</div>}
    </article>
  );
}

/**
 * Our most popular dishes: the photos placed in 'Signature dishes' (a linked dish gives its menu name
 * and price), or our artwork until there are some. Rows of three: a short row is filled with artwork.
 */
export function SignatureDishes() {
  const { photos } = useSitePhotos();
  const offer = useOffer();
  const placed = photos['signature-dish'].map((photo) => ({
    key: `photo-${photo.id}`,
    art: photoArtwork(photo),
    name: photo.dish?.name ?? photo.displayName,
    description: photo.description ?? '',
    price: photo.dish?.price ?? null,
  }));
  const fillers = FALLBACK.map((dish) => ({ key: dish.name, ...dish, price: dish.price(offer) })).slice(
    0,
    placed.length === 0 ? 6 : (3 - (placed.length % 3)) % 3,
  );
  const list = [...placed, ...fillers];
  return (
    <Section
      id="dishes"
      eyebrow="Signature dishes"
      title="What our guests ask for again"
      description="Cooked from scratch in our Philadelphia kitchen, by the half pan, full pan or per person."
    >
      <div className={`${classes.grid} ${classes.dishes}`}>
        {list.map((dish) => (
          <DishCard
            key={dish.key}
            name={dish.name}
            description={dish.description}
            price={dish.price}
            image={<ArtImage art={dish.art} sizes={SIZES} />}
          />
        ))}
      </div>
      <div className={`${classes.row} ${classes.center}`}>
        <Link to="/menu" className={classes.btn}>
          <IconToolsKitchen2 size={18} {...LEAN_ICON} />
          <span>See the Full Menu</span>
        </Link>
      </div>
    </Section>
  );
}
