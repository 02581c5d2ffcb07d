export { messagesPlugin } from './messages.plugin.ts';
