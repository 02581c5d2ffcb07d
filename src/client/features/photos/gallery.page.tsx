import '@mantine/dropzone/styles.css';
import { Badge, Box, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import {
  categoryLabel,
  editFormToPatch,
  matchesPhotoText,
  type Photo,
  type PhotoEditForm,
} from '../../../common/photos.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/use-session.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { GalleryCard, type GalleryItem } from './gallery-card.tsx';
import { ALL_PHOTOS, GalleryFilters } from './gallery-filters.tsx';
import { ART_HEIGHT, ART_WIDTH, SHOWCASE } from './showcase.ts';
import {
  useDeleteGalleryPhoto,
  useGalleryPhotos,
  useReorderGallery,
  useUpdateGalleryPhoto,
} from './use-photos.ts';
import { useSitePhotos } from './use-site-photos.ts';

const GRID_COLS = { base: 1, xs: 2, md: 3 };

/** The built-in showcase, until an admin places photos in 'Gallery showcase'. */
const builtInShowcase: GalleryItem[] = SHOWCASE.map((s) => ({
  key: `showcase-${s.slug}`,
  imageUrl: s.imageUrl,
  imageWidth: ART_WIDTH,
  imageHeight: ART_HEIGHT,
  displayName: s.displayName,
  description: s.description,
  category: s.category,
}));

const toItem = (p: Photo): GalleryItem => ({ ...p, key: `photo-${p.id}` });

/**
 * /gallery (spec 2.15): the showcase (photos placed there, or the built-in artwork), the server's
 * 'Additional Gallery' (photos placed in the gallery), and admin controls for those.
 */
// The admin's tools load only for an admin (signed in, so the page is the portal's, drawn in the
// browser): a visitor's gallery carries none of their code (decision 0096).
const AdminPhotoManagement = lazy(() =>
  import('./admin-photo-management.tsx').then((m) => ({ default: m.AdminPhotoManagement })),
);
const UploadPhotoDialog = lazy(() =>
  import('./upload-photo-dialog.tsx').then((m) => ({ default: m.UploadPhotoDialog })),
);
const EditPhotoDialog = lazy(() =>
  import('./edit-photo-dialog.tsx').then((m) => ({ default: m.EditPhotoDialog })),
);

export function GalleryPage() {
  const { user, isAdmin } = useSession();
  const photos = useGalleryPhotos(!!user);
  const site = useSitePhotos();
  const update = useUpdateGalleryPhoto();
  const remove = useDeleteGalleryPhoto();
  const reorder = useReorderGallery();
  const [category, setCategory] = useState(ALL_PHOTOS);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Photo | null>(null);

  const visible = (item: { category: string; displayName: string; description: string | null }) =>
    (category === ALL_PHOTOS || item.category === category) && matchesPhotoText(item, text);
  const placedShowcase = site.photos.showcase.map(toItem);
  const showcase = (placedShowcase.length > 0 || site.isPending ? placedShowcase : builtInShowcase).filter(
    visible,
  );
  // Other placements (hero, dishes...) have their own places on the site; the photo tool manages them.
  const galleryPhotos = (photos.data ?? []).filter((p) => p.placement === 'gallery');
  // Admins also receive hidden photos (to manage them); the grid shows what visitors see.
  const additional = galleryPhotos.filter((p) => p.isActive && visible(p)).map(toItem);

  function save(photo: Photo, form: PhotoEditForm) {
    update.mutate(
      { ...photo, ...editFormToPatch(form) },
      {
        onSuccess: () => {
          notifySuccess('Photo updated successfully');
          setEditing(null);
        },
        onError: (error) => notifyError('Error', errorText(error, 'Failed to update photo')),
      },
    );
  }

  function askDelete(photo: Photo) {
    void import('./confirm-photo-delete.tsx').then(({ confirmPhotoDelete }) =>
      confirmPhotoDelete(photo, () =>
        remove.mutate(photo.id, {
          onSuccess: () => notifySuccess('Photo deleted successfully'),
          onError: (error) => notifyError('Error', errorText(error, 'Failed to delete photo')),
        }),
      ),
    );
  }

  function saveOrder(ids: number[]) {
    reorder.mutate(ids, {
      onError: (error) => notifyError('Error', errorText(error, 'Failed to reorder photos')),
    });
  }

  const emptyText =
    category !== ALL_PHOTOS
      ? `No photos found in the ${categoryLabel(category)} category.`
      : text.trim()
        ? `No photos match "${text.trim()}".`
        : 'No photos have been added to the gallery yet.';

  return (
    <Box pb={64}>
      <Box
        py={{ base: 32, sm: 56 }}
        style={{
          background:
            'radial-gradient(circle at 15% 20%, rgba(235,118,48,0.14), transparent 45%), radial-gradient(circle at 85% 70%, rgba(116,170,82,0.14), transparent 45%)',
        }}
      >
        <Container size="lg">
          <Stack gap="sm" maw={720}>
            <Badge variant="light" size="lg" w="fit-content">
              Gallery
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
              From our kitchen to your table
            </Title>
            <Text size="lg" c="dark.5">
              Brunch boards, plated entrees, party trays and desserts from events we have catered across
              Philadelphia.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg">
        <Stack gap={40}>
          {isAdmin && (
            <Suspense fallback={<Skeleton h={160} radius="md" />}>
              <AdminPhotoManagement
                photos={galleryPhotos}
                onAdd={() => setUploading(true)}
                onEdit={setEditing}
                onDelete={askDelete}
                onReorder={saveOrder}
                reordering={reorder.isPending}
              />
            </Suspense>
          )}

          <GalleryFilters category={category} onCategory={setCategory} text={text} onText={setText} />

          {showcase.length > 0 && (
            <Stack gap="md" component="section" aria-labelledby="showcase-heading">
              <Title order={2} id="showcase-heading" fz={{ base: 24, sm: 28 }}>
                Signature Showcase
              </Title>
              <SimpleGrid cols={GRID_COLS} spacing="lg">
                {showcase.map((item, i) => (
                  <GalleryCard key={item.key} item={item} eager={i < 3} />
                ))}
              </SimpleGrid>
            </Stack>
          )}

          <Stack gap="md" component="section" aria-labelledby="additional-heading">
            <Title order={2} id="additional-heading" fz={{ base: 24, sm: 28 }}>
              Additional Gallery
            </Title>
            <QueryState
              query={photos}
              loadingLabel="Loading photos"
              errorTitle="Photos could not be loaded"
              placeholder={
                <SimpleGrid cols={GRID_COLS} spacing="lg">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} radius="lg" style={{ aspectRatio: '4 / 3.9' }} />
                  ))}
                </SimpleGrid>
              }
            >
              {() =>
                additional.length === 0 ? (
                  <Card withBorder radius="lg" py={40}>
                    <Stack align="center" gap={6}>
                      <IconPhoto size={40} color="var(--mantine-color-ember-6)" aria-hidden />
                      <Title order={3} fz={20}>
                        No photos found
                      </Title>
                      <Text c="dimmed" ta="center">
                        {emptyText}
                      </Text>
                    </Stack>
                  </Card>
                ) : (
                  <SimpleGrid cols={GRID_COLS} spacing="lg">
                    {additional.map((item) => (
                      <GalleryCard key={item.key} item={item} />
                    ))}
                  </SimpleGrid>
                )
              }
            </QueryState>
          </Stack>
        </Stack>
      </Container>

      {isAdmin && (
        <Suspense fallback={null}>
          <UploadPhotoDialog opened={uploading} onClose={() => setUploading(false)} />
          <EditPhotoDialog
            photo={editing}
            onClose={() => setEditing(null)}
            onSave={save}
            saving={update.isPending}
            showFeatured
          />
        </Suspense>
      )}
    </Box>
  );
}
