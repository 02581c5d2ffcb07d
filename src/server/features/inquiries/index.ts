export { inquiriesPlugin } from './inquiries.plugin.ts';
