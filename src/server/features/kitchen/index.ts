export { kitchenPlugin } from './kitchen.plugin.ts';
