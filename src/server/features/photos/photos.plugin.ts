import { featurePlugin } from '../../platform/feature-plugin.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotoService, type PhotoService } from './photos.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gallery's photos (the photos feature). */
    photos: PhotoService;
  }
}

export const photosPlugin = featurePlugin('photos', ['images'], async (app, { db, changes }) => {
  const photos = createPhotoService({ db, images: app.images, changes });
  app.decorate('photos', photos);
  await app.register(async (scope) => photosRoutes(scope, { photos }));
});
