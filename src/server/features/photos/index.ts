export { photosPlugin } from './photos.plugin.ts';
