import { type NotificationData, notifications } from '@mantine/notifications';

type NotificationPosition = NotificationData['position'];

// The close button is an icon: name it for screen readers and axe.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Where the person last tapped, or the field focus last moved to, in viewport pixels: what they work on. */
let lastY: number | null = null;
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', (event) => (lastY = event.clientY), options);
  window.addEventListener(
    'focusin',
    (event) => {
      const rect = (event.target as Element).getBoundingClientRect?.();
      if (rect) lastY = rect.top + rect.height / 2;
    },
    options,
  );
}

/**
 * On a phone a toast spans the screen, so it must not land on what the person needs next: the cart
 * line they just changed, the total beside the code they applied, the message box they typed in.
 * It goes to the half of the screen away from their last tap or the field focus moved to (a refused
 * form focuses its first error); on wider screens it keeps its corner (docs/decisions/0060).
 */
function placement(): NotificationPosition | undefined {
  if (typeof window === 'undefined' || !window.matchMedia('(max-width: 47.99em)').matches) return undefined;
  return (lastY ?? window.innerHeight) > window.innerHeight / 2 ? 'top-center' : 'bottom-center';
}

/**
 * Toasts with the spec's titles and texts; one is visible at a time (see ui/overlays.tsx). A new one
 * replaces the one on screen and any waiting: three quick adds to the cart show the last, not a queue
 * of stale ones.
 */
export function notifySuccess(title: string, message?: string): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: 'sage',
    closeButtonProps,
    position: placement(),
  });
}

export function notifyError(title: string, message?: string): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: 'red',
    closeButtonProps,
    position: placement(),
  });
}
