/**
 * What the settings feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { settingsPlugin } from './settings.plugin.ts';
export { type SettingsService, seedDemoBusiness } from './settings.service.ts';
