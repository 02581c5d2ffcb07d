export { healthPlugin } from './health.plugin.ts';
