export { trackerPlugin } from './tracker.plugin.ts';
