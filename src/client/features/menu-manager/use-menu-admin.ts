import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_IMAGE_BYTES } from '../../../common/images.ts';
import type {
  MenuItem,
  MenuItemInput,
  MenuItemPatch,
  PhotoUploadMode,
  UploadedMenuPhoto,
} from '../../../common/menu/schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { menuKeys } from '../menu/query-keys.ts';

/** Every menu write refreshes both lists (visitors' and admins'). */
export function useInvalidateMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.items });
}

export function useCreateMenuItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (input: MenuItemInput) => api.post<MenuItem>('/api/menu-items', input),
    onSuccess: invalidate,
  });
}

export function useUpdateMenuItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: MenuItemPatch }) =>
      api.patch<MenuItem>(`/api/menu-items/${id}`, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteMenuItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/menu-items/${id}`),
    onSuccess: invalidate,
  });
}

/** Takes one photo off a dish; if it was the main photo, the dish's next photo becomes main. */
export function useRemoveMenuPhoto() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: ({ itemId, photoUrl }: { itemId: number; photoUrl: string }) =>
      api.post<{ item: MenuItem | null }>('/api/menu-items/delete-photo', { photoUrl, itemId }),
    onSuccess: invalidate,
  });
}

/** Makes one of a dish's photos its main one (the menu card's). */
export function useSetMainPhoto() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: ({ id, photoUrl }: { id: number; photoUrl: string }) =>
      api.patch<MenuItem>(`/api/menu-items/${id}`, { imageUrl: photoUrl }),
    onSuccess: invalidate,
  });
}

/** The spec's checks before an upload, with its toasts; the server checks the bytes again. */
export function isAcceptablePhoto(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    notifyError('Invalid File', 'Please select an image file');
    return false;
  }
  if (file.size > MAX_IMAGE_BYTES) {
    notifyError('File Too Large', 'Please select an image smaller than 5MB');
    return false;
  }
  return true;
}

/**
 * Uploads with XMLHttpRequest, the one browser API that reports upload progress. `replace` makes the
 * photo the dish's main one in place of the old; `add` adds it to the dish's photos.
 */
export function uploadMenuPhoto(
  itemId: number | 'new',
  file: File,
  onProgress: (percent: number) => void,
  mode: PhotoUploadMode = 'replace',
): Promise<UploadedMenuPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/menu-items/upload-photo');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as UploadedMenuPhoto);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'Network error'));
    const body = new FormData();
    body.append('itemId', String(itemId));
    body.append('mode', mode);
    body.append('photo', file);
    xhr.send(body);
  });
}

/** The toast for a failed upload: the server's own verdict on a bad file, otherwise the spec's text. */
export function notifyUploadFailed(error: unknown): void {
  if (error instanceof ApiError && error.status === 415)
    notifyError('Invalid File', 'Please select an image file');
  else if (error instanceof ApiError && error.status === 413) {
    notifyError('File Too Large', 'Please select an image smaller than 5MB');
  } else notifyError('Upload Failed', 'Failed to upload photo. Please try again.');
}
