export { quotesPlugin } from './quotes.plugin.ts';
