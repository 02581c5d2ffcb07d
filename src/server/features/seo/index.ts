export { seoPlugin } from './seo.plugin.ts';
