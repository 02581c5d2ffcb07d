/** Image upload rules shared by the upload forms and the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Widths every uploaded image is re-encoded to (WebP). */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

const IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})\/(\d+)\.webp$/;

export function imageUrl(id: string, width: number = IMAGE_WIDTHS[1]): string {
  return `/api/images/${id}/${width}.webp`;
}

/** The image id inside a URL made by imageUrl, or null for any other URL. */
export function imageIdFromUrl(url: string): string | null {
  return IMAGE_URL.exec(url)?.[1] ?? null;
}

/** srcset for an uploaded image's URL; other URLs (static artwork) get none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const id = url ? imageIdFromUrl(url) : null;
  return id ? IMAGE_WIDTHS.map((w) => `${imageUrl(id, w)} ${w}w`).join(', ') : undefined;
}
