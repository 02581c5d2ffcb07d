export { billPlugin } from './bill.plugin.ts';
