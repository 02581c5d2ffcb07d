/**
 * What the qr-codes feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { QrCodeAdminList } from './qr-code-admin-list.tsx';
export { QrGenerateForm } from './qr-generate-form.tsx';
export { qrCodeKeys } from './query-keys.ts';
export { useCreateQrCode, useQrCodes } from './use-qr-codes.ts';
