import { featurePlugin } from '../../platform/feature-plugin.ts';
import { qrCodesRoutes } from './qr-codes.routes.ts';
import { createQrCodeService } from './qr-codes.service.ts';

export const qrCodesPlugin = featurePlugin('qr-codes', ['discounts'], async (app, { db, config }) => {
  const { discounts } = app;
  const qrCodes = createQrCodeService({
    db,
    publicUrl: config.publicUrl,
    activeDiscountCodes: () => discounts.activeCodes(),
  });
  await app.register(async (scope) => qrCodesRoutes(scope, { qrCodes }));
});
