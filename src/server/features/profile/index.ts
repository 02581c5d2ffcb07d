export { profilePlugin } from './profile.plugin.ts';
