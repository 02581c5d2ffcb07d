/**
 * What the QR codes feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export { qrCodesPlugin } from './qr-codes.plugin.ts';
export { seedQrCodes } from './qr-codes.seed.ts';
