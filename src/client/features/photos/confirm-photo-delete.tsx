import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Photo } from '../../../common/photos.ts';

/** Confirms before a destructive delete, as the spec asks (a Mantine modal, not the browser's). */
export function confirmPhotoDelete(photo: Photo, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: `Delete "${photo.displayName}"?`,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: <Text size="sm">Are you sure you want to delete this photo?</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
