export { outboxPlugin } from './outbox.plugin.ts';
