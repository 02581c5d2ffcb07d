import { notifications } from '@mantine/notifications';
import { phoneToastPosition } from './toast-placement.ts';
import { makeRoomForToasts } from './toast-room.ts';

// The close button is an icon: name it for screen readers and axe.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** When the toast on screen was shown, by its id (one at a time: see show). */
const shownAt = new Map<string, number>();
let counter = 0;
/** How long before a page change began a toast must have been shown to be about the page left behind. */
const CARRIED_OVER_MS = 500;

function show(data: { title: string; message: string; color: string }): void {
  // One toast at a time.
  notifications.clean();
  shownAt.clear();
  counter += 1;
  const id = `toast-${counter}`;
  shownAt.set(id, Date.now());
  notifications.show({ ...data, id, closeButtonProps, position: phoneToastPosition() });
  makeRoomForToasts();
}

/**
 * On a page change, a toast about the page left behind is closed: on the new page it could sit over
 * anything (the checkout total under "Added to Cart"). One shown just before the change stays: it is
 * about the move itself ("Order Placed Successfully", then the confirmation page).
 */
export function dropCarriedOverToasts(movedAt = Date.now()): void {
  for (const [id, at] of shownAt) {
    if (movedAt - at <= CARRIED_OVER_MS) continue;
    notifications.hide(id);
    shownAt.delete(id);
  }
}

/**
 * Toasts with the spec's titles and texts; one is visible at a time (see overlays/overlays.tsx). A new one
 * replaces the one on screen and any waiting: three quick adds to the cart show the last, not a queue
 * of stale ones.
 */
export function notifySuccess(title: string, message?: string): void {
  show({ title, message: message ?? '', color: 'sage' });
}

export function notifyError(title: string, message?: string): void {
  show({ title, message: message ?? '', color: 'red' });
}
