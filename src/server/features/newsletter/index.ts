export { newsletterPlugin } from './newsletter.plugin.ts';
