export { staffPlugin } from './staff.plugin.ts';
