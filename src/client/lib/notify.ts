import { notifications } from '@mantine/notifications';

// The close button is an icon: name it for screen readers and axe.
const closeButtonProps = { 'aria-label': 'Close notification' };

/**
 * Toasts with the spec's titles and texts; one is visible at a time (see before-react/overlays.tsx). A new one
 * replaces the one on screen and any waiting: three quick adds to the cart show the last, not a queue
 * of stale ones.
 */
export function notifySuccess(title: string, message?: string): void {
  notifications.clean();
  notifications.show({ title, message: message ?? '', color: 'sage', closeButtonProps });
}

export function notifyError(title: string, message?: string): void {
  notifications.clean();
  notifications.show({ title, message: message ?? '', color: 'red', closeButtonProps });
}
