export { adminPlugin } from './admin.plugin.ts';
