import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Photo, PhotoPatchInput } from '../../../common/photos.ts';
import { SITE_QUERIES } from '../../../common/site-queries.ts';
import { api } from '../../lib/api.ts';
import { photoKeys } from './query-keys.ts';

/**
 * The photo manager and the gallery read one list (through their own spec paths), so every change
 * refetches every query under this key, the public pages' placed photos included.
 */

export function useManagedPhotos() {
  return useQuery({
    queryKey: photoKeys.manager,
    queryFn: () => api.get<Photo[]>('/api/photos'),
  });
}

/**
 * A visitor's list is the one the server embeds in /gallery (SITE_QUERIES.visitorGallery); a
 * signed-in user's (an admin's has hidden photos too) is asked under its own key, never that one.
 */
export function useGalleryPhotos(signedIn: boolean) {
  return useQuery({
    queryKey: signedIn ? photoKeys.gallery : SITE_QUERIES.visitorGallery.key,
    queryFn: () => api.get<Photo[]>('/api/gallery'),
  });
}

function usePhotoMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** Photo manager: PATCH /api/photos/{id}. */
export const usePatchPhoto = () =>
  usePhotoMutation(({ id, patch }: { id: number; patch: PhotoPatchInput }) =>
    api.patch<Photo>(`/api/photos/${id}`, patch),
  );

/** Photo manager: DELETE /api/photos/{id}. */
export const useDeleteManagedPhoto = () =>
  usePhotoMutation((id: number) => api.delete<void>(`/api/photos/${id}`));

/** Gallery: POST /api/gallery/upload (multipart). */
export const useUploadGalleryPhoto = () =>
  usePhotoMutation((form: FormData) => api.post<Photo>('/api/gallery/upload', form));

/** Gallery: PUT /api/gallery/{id} with the photo object. */
export const useUpdateGalleryPhoto = () =>
  usePhotoMutation((photo: Photo) => api.put<Photo>(`/api/gallery/${photo.id}`, photo));

/** Gallery: DELETE /api/gallery/{id}. */
export const useDeleteGalleryPhoto = () =>
  usePhotoMutation((id: number) => api.delete<void>(`/api/gallery/${id}`));

/**
 * Gallery drag handle and the photo tool's move buttons: PATCH /api/gallery/order. The new order shows
 * at once in the list under `list` ('gallery' or 'manager'); only the named ids' relative order changes.
 */
export function useReorderGallery(list: 'gallery' | 'manager' = 'gallery') {
  const queryClient = useQueryClient();
  const key = photoKeys.list(list);
  return useMutation({
    mutationFn: (ids: number[]) => api.patch<Photo[]>('/api/gallery/order', { ids }),
    // The new order shows at once; a failure puts the server's order back.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Photo[]>(key);
      if (previous) {
        // The named photos take the places they held among themselves, in their new order.
        const named = new Set(ids);
        const byId = new Map(previous.map((p) => [p.id, p]));
        const queue = ids.map((id) => byId.get(id)).filter((p): p is Photo => p !== undefined);
        queryClient.setQueryData(
          key,
          previous.map((p) => (named.has(p.id) ? (queue.shift() ?? p) : p)),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}
