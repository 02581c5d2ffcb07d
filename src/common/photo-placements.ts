import { z } from 'zod';

/**
 * Where the site shows a photo. Every image a visitor sees belongs to one placement, so one photo
 * tool (/photo-gallery) manages them all; a placement with no active photo shows the built-in artwork.
 */
export const PHOTO_PLACEMENTS = [
  'gallery',
  'hero',
  'showcase',
  'signature-dish',
  'event',
  'dinner-dish',
  'specialties',
  'about-banner',
  'services-banner',
  'packages-banner',
  'contact-banner',
  'food-truck-banner',
] as const;
export type PhotoPlacement = (typeof PHOTO_PLACEMENTS)[number];
export const DEFAULT_PLACEMENT: PhotoPlacement = 'gallery';

export const PLACEMENT_LABELS: Record<PhotoPlacement, string> = {
  gallery: 'Gallery',
  hero: 'Home hero slides',
  showcase: 'Gallery showcase',
  'signature-dish': 'Signature dishes',
  event: 'Event photos',
  'dinner-dish': 'Dinner dishes',
  specialties: 'Home specialties picture',
  'about-banner': 'About page banner',
  'services-banner': 'Services page banner',
  'packages-banner': 'Packages page banner',
  'contact-banner': 'Contact page banner',
  'food-truck-banner': 'Food truck page banner',
};

/** Where each placement appears, for the admin choosing one. */
export const PLACEMENT_HINTS: Record<PhotoPlacement, string> = {
  gallery: "The gallery page's photo grid",
  hero: 'The rotating pictures behind the home page headline (wide, landscape photos)',
  showcase: 'The top of the gallery page, above the photo grid',
  'signature-dish': "The home page's signature dishes; link the dish to show its price",
  event: "The home page's event photos (gallery photos 'Featured on homepage' join them)",
  'dinner-dish': "A dish's picture on the dinner pickup page; link the dish it shows",
  specialties: "The picture beside the home page's specialties list",
  'about-banner': 'The wide picture behind the About page heading (landscape)',
  'services-banner': 'The wide picture behind the Services page heading (landscape)',
  'packages-banner': 'The wide picture behind the Packages page heading (landscape)',
  'contact-banner': 'The wide picture behind the Contact page heading (landscape)',
  'food-truck-banner': 'The wide picture behind the Food Truck page heading (landscape)',
};

/** Placements whose photo pictures one menu dish. */
export const DISH_PLACEMENTS: readonly PhotoPlacement[] = ['signature-dish', 'dinner-dish'];

/** How many photos each public section shows at most (the hero rotates through all of its own). */
export const PLACEMENT_LIMITS: Record<PhotoPlacement, number> = {
  gallery: 1000,
  hero: 6,
  showcase: 12,
  'signature-dish': 6,
  event: 4,
  'dinner-dish': 1000,
  // One picture each: the first active photo of the placement is shown.
  specialties: 1,
  'about-banner': 1,
  'services-banner': 1,
  'packages-banner': 1,
  'contact-banner': 1,
  'food-truck-banner': 1,
};

/** The placements the public pages read from GET /api/site-photos (the gallery has its own list). */
export type SitePlacement = Exclude<PhotoPlacement, 'gallery'>;
export const SITE_PLACEMENTS = PHOTO_PLACEMENTS.filter((p): p is SitePlacement => p !== 'gallery');

export const PhotoPlacementSchema = z.enum(PHOTO_PLACEMENTS, { error: 'Choose a placement from the list' });

export const placementLabel = (placement: string): string =>
  PLACEMENT_LABELS[placement as PhotoPlacement] ?? placement;
