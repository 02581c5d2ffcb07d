/**
 * What the SEO feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { headTags, type SsrQuery, ssrDataScript } from './page-head.ts';
export { seoPlugin } from './seo.plugin.ts';
