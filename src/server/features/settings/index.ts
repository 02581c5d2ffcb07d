export { settingsPlugin } from './settings.plugin.ts';
