export { discountsPlugin } from './discounts.plugin.ts';
