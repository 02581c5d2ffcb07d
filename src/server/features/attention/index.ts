export { attentionPlugin } from './attention.plugin.ts';
