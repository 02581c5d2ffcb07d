export { qrCodesPlugin } from './qr-codes.plugin.ts';
