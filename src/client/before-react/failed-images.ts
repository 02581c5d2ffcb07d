/**
 * An image the browser is done with that has no picture: it failed to load (all our images are
 * raster, so a loaded one always has a width). Its error event may have fired before anyone listened:
 * while the page was parsed (the first script, main.tsx) or before React took over (PhotoImage).
 */
export function hasFailedToLoad(img: HTMLImageElement): boolean {
  return img.complete && img.currentSrc !== '' && img.naturalWidth === 0;
}
