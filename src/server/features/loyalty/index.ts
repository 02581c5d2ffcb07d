export { loyaltyPlugin } from './loyalty.plugin.ts';
