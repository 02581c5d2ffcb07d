export { menuPlugin } from './menu.plugin.ts';
