import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SignatureDish } from '../../../common/menu/schema.ts';
import { photoArtwork, photoSrcSet } from '../../../common/photos.ts';
import { ARTWORK, type Artwork } from '../../../common/site-artwork.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import { api } from '../../lib/api.ts';
import { ArtImage } from '../../ui/art-image.tsx';
import { LEAN_ICON } from '../../ui/lean-icon.ts';
import { Section } from '../../ui/section.tsx';
import { useSitePhotos } from '../photos/use-site-photos.ts';
import classes from './home.module.css';

const SIZES = '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw';

/** A dish without a photo of its own shows its category's artwork, unnamed (the title names the dish). */
const CATEGORY_ART: Record<string, Artwork> = {
  salads: ARTWORK.dishSalad,
  vegetables: ARTWORK.dishSalad,
  sides: ARTWORK.dishMac,
  entrees: ARTWORK.dishChicken,
  brunch: ARTWORK.dishPancakes,
  desserts: ARTWORK.dishPancakes,
};

function dishArtwork(dish: SignatureDish): Artwork {
  if (!dish.imageUrl) return { ...(CATEGORY_ART[dish.category] ?? ARTWORK.dishChicken), alt: '' };
  return { src: dish.imageUrl, srcSet: photoSrcSet(dish.imageUrl) ?? '', width: 640, height: 480, alt: '' };
}

/** A menu dish's anchor on /menu (its card's id). */
const dishAnchor = (id: number) => `/menu#dish-${id}`;

function DishCard(props: {
  image: ReactNode;
  name: string;
  description: string;
  price: string | null;
  href: string | null;
}) {
  const title = props.href ? (
    <Link to={props.href} className={classes.dishLink}>
      {props.name}
    </Link>
  ) : (
    props.name
  );
  return (
    <article className={`${classes.card} ${classes.dish} hover-lift`}>
      <div className={classes.dishImage}>{props.image}</div>
      <h3 className={classes.h3}>{title}</h3>
      <p className={classes.dishText}>{props.description}</p>
      {props.price && <div className={`${classes.badge} ${classes.priceBadge}`}>{props.price}</div>}
    </article>
  );
}

/**
 * Our most popular dishes, as the menu names, describes and prices them: the photos placed in
 * 'Signature dishes' (a linked dish gives its menu name and price), then the menu's popular dishes
 * (GET /api/menu-items/signature), each linked to its card on the menu. Rows of three.
 */
export function SignatureDishes() {
  const { photos } = useSitePhotos();
  const menuDishes = useQuery({
    queryKey: SITE_QUERIES.signatureDishes.key,
    queryFn: () => api.get<SignatureDish[]>(SITE_QUERIES.signatureDishes.url),
    staleTime: 60_000,
  }).data;
  const byId = new Map((menuDishes ?? []).map((dish) => [dish.id, dish]));
  const placed = photos['signature-dish'].map((photo) => {
    const dish = photo.dish ? byId.get(photo.dish.id) : undefined;
    return {
      key: `photo-${photo.id}`,
      art: photoArtwork(photo),
      name: photo.dish?.name ?? photo.displayName,
      description: dish?.description ?? photo.description ?? '',
      price: photo.dish?.price ?? null,
      href: photo.dish ? dishAnchor(photo.dish.id) : null,
    };
  });
  const placedIds = new Set(photos['signature-dish'].map((photo) => photo.dish?.id));
  const fromMenu = (menuDishes ?? [])
    .filter((dish) => !placedIds.has(dish.id))
    .map((dish) => ({
      key: `dish-${dish.id}`,
      art: dishArtwork(dish),
      name: dish.name,
      description: dish.description,
      price: dish.price,
      href: dishAnchor(dish.id),
    }));
  const fill = placed.length === 0 ? 6 : (3 - (placed.length % 3)) % 3;
  const list = [...placed, ...fromMenu.slice(0, fill)];
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
            href={dish.href}
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
