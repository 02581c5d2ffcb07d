export { beoPlugin } from './beo.plugin.ts';
