export { switchesPlugin } from './switches.plugin.ts';
