import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEATURED_PHOTOS_PATH, type Photo, type PhotoPatchInput } from '../../../common/photos.ts';
import { api } from '../../lib/api.ts';

/**
 * The photo manager and the gallery read one list (through their own spec paths), so every change
 * refetches every query under this key, the home page's featured photos included.
 */
export const PHOTOS_QUERY_KEY = ['photos'] as const;

export function useManagedPhotos() {
  return useQuery({
    queryKey: [...PHOTOS_QUERY_KEY, 'manager'],
    queryFn: () => api.get<Photo[]>('/api/photos'),
  });
}

export function useGalleryPhotos() {
  return useQuery({
    queryKey: [...PHOTOS_QUERY_KEY, 'gallery'],
    queryFn: () => api.get<Photo[]>('/api/gallery'),
  });
}

/** For the home page: active photos an admin marked 'Featured on homepage', in gallery order. */
export function useFeaturedPhotos() {
  return useQuery({
    queryKey: [...PHOTOS_QUERY_KEY, 'featured'],
    queryFn: () => api.get<Photo[]>(FEATURED_PHOTOS_PATH),
  });
}

function usePhotoMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY }),
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

/** Gallery drag handle and move buttons: PATCH /api/gallery/order. */
export function useReorderGallery() {
  const queryClient = useQueryClient();
  const key = [...PHOTOS_QUERY_KEY, 'gallery'];
  return useMutation({
    mutationFn: (ids: number[]) => api.patch<Photo[]>('/api/gallery/order', { ids }),
    // The new order shows at once; a failure puts the server's order back.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Photo[]>(key);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((p): p is Photo => p !== undefined),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PHOTOS_QUERY_KEY }),
  });
}
