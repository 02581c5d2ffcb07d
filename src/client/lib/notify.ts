import { notifications } from '@mantine/notifications';

/** Toasts with the spec's titles and texts; one is visible at a time (see main.tsx). */
export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'sage' });
}

export function notifyError(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'red' });
}
