/**
 * Where toasts go (docs/decisions/0097, replacing 0060's halves): in a band right under the header,
 * at every width, and the page makes room for it (lib/toast-room.ts), so a toast covers no control and
 * no total.
 */
export type ToastPosition = 'top-right' | 'top-center';

/** Wider screens: the top right corner under the header, where the page's own controls moved down. */
export const WIDE_TOAST_POSITION: ToastPosition = 'top-right';

/**
 * On a phone a toast spans the screen under the header (undefined on wider screens: the toast area's
 * own corner). The tap's height no longer matters: the page moves down to make room wherever it was.
 */
export function phoneToastPosition(): ToastPosition | undefined {
  if (typeof window === 'undefined' || !window.matchMedia('(max-width: 47.99em)').matches) return undefined;
  return 'top-center';
}

/** How long a toast stays (the spec's 5000 ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;
