import { featurePlugin } from '../../platform/feature-plugin.ts';
import { imagesRoutes } from './images.routes.ts';
import { createImageService, type ImageService } from './images.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored images and their sizes (the images feature). */
    images: ImageService;
  }
}

export const imagesPlugin = featurePlugin('images', [], async (app, { db }) => {
  const images = createImageService(db);
  app.decorate('images', images);
  await app.register(async (scope) => imagesRoutes(scope, { images }));
});
