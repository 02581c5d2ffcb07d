export type { ReviewInquiry } from './inquiries.mail.ts';
export { inquiriesPlugin } from './inquiries.plugin.ts';
