export { imagesPlugin } from './images.plugin.ts';
