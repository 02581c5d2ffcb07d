import type { BusinessSettingsInput } from '../../src/common/business.ts';
import type { App } from '../../src/server/app.ts';
import { signInAsAdmin } from './test-app.ts';

/**
 * Sets the business's offer to charge no sales tax and no service charge. For test files that pin
 * another feature's arithmetic (discounts, payments, loyalty, exports) with round figures; the bill's
 * own tests (bill-orders, bill-quotes, src/common/bill) pin the charges with the default settings.
 */
export async function chargeNoTax(app: App): Promise<void> {
  const adminCookie = await signInAsAdmin(app);
  const read = await app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  const offer = identity.offer!;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: adminCookie },
    payload: {
      ...identity,
      offer: { ...offer, taxRate: 0, serviceCharge: { ...offer.serviceCharge, rate: 0 } },
    },
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.statusCode} ${res.body}`);
}
