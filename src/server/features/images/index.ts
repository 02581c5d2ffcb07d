/**
 * What the images feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { imagesPlugin } from './images.plugin.ts';
export type { ImageService } from './images.service.ts';
