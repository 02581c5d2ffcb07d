/** Where toasts go (docs/decisions/0060), for lib/notify.ts. */
export type ToastPosition = 'bottom-right' | 'top-center' | 'bottom-center';

/** Wider screens: the corner, where a toast covers neither the header's cart count nor the page's top. */
export const WIDE_TOAST_POSITION: ToastPosition = 'bottom-right';

/**
 * On a phone a toast spans the screen, so it must not land on what the person needs next: it goes to
 * the half of the screen away from their last tap or focused field (`lastY`, in viewport pixels);
 * on wider screens it keeps its corner (undefined: the toast area's own position).
 */
export function phoneToastPosition(lastY: number | null): ToastPosition | undefined {
  if (typeof window === 'undefined' || !window.matchMedia('(max-width: 47.99em)').matches) return undefined;
  return (lastY ?? window.innerHeight) > window.innerHeight / 2 ? 'top-center' : 'bottom-center';
}

/** How long a toast stays (the spec's 5000 ms). */
export const TOAST_AUTO_CLOSE_MS = 5000;
