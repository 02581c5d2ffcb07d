/** The QR codes feature's query keys. */
export const qrCodeKeys = {
  all: ['qr-codes'] as const,
};
