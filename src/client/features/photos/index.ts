/**
 * What the photos feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { confirmPhotoDelete } from './confirm-photo-delete.tsx';
export { CATEGORY_OPTIONS, EditPhotoDialog } from './edit-photo-dialog.tsx';
export { PhotoImage } from './photo-image.tsx';
export {
  useDeleteGalleryPhoto,
  useGalleryPhotos,
  useReorderGallery,
  useUpdateGalleryPhoto,
  useUploadGalleryPhoto,
} from './use-photos.ts';
export { usePlacedArtwork, useSitePhotos } from './use-site-photos.ts';
