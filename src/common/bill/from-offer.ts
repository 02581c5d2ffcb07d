import { toCents } from '../money.ts';
import type { DeliveryZone, Offer, ServiceChargeTarget } from '../offer/types.ts';
import { type BillInput, computeBill } from './compute.ts';
import type { Bill, Fulfilment } from './types.ts';

const unknownZipMessage = (zip: string) =>
  `We don't deliver to ${zip} yet. Choose pickup or ask us for a quote.`;

/** The zone a ZIP code is in (its first five digits), if the business delivers there. */
export function findZone(offer: Pick<Offer, 'delivery'>, zip: string): DeliveryZone | undefined {
  const five = zip.trim().slice(0, 5);
  return offer.delivery.zones.find((zone) => zone.zipCodes.includes(five));
}

export type BillRequest = {
  /** What is sold: a package's key, a custom menu, or a menu order ('orders'). */
  kind: ServiceChargeTarget;
  subtotalCents: number;
  discountCents: number;
  fulfilment: Fulfilment | null;
  deliveryZip?: string | null | undefined;
  gratuityPercent?: number | null | undefined;
  exemption: { certificateNumber: string } | null;
};

export type BillProblem = { field: 'deliveryZip' | 'fulfilment' | 'gratuityPercent'; message: string };

/** The bill of a request under the offer's settings, or why the settings refuse it. */
export function billFromOffer(offer: Offer, request: BillRequest): { bill: Bill } | { problem: BillProblem } {
  let delivery: BillInput['delivery'] = null;
  if (request.fulfilment === 'delivery') {
    const zip = request.deliveryZip?.trim() ?? '';
    if (!zip) return { problem: { field: 'deliveryZip', message: 'Enter the ZIP code to deliver to' } };
    const zone = findZone(offer, zip);
    if (!zone) return { problem: { field: 'deliveryZip', message: unknownZipMessage(zip) } };
    delivery = { zone: zone.name, feeCents: toCents(zone.fee) };
  }
  if (request.fulfilment === 'pickup' && !offer.delivery.pickup)
    return { problem: { field: 'fulfilment', message: 'We deliver every order: choose delivery.' } };
  const gratuityPercent = request.gratuityPercent ?? 0;
  if (gratuityPercent !== 0 && !(offer.gratuity.enabled && offer.gratuity.choices.includes(gratuityPercent)))
    return {
      problem: {
        field: 'gratuityPercent',
        message: offer.gratuity.enabled
          ? `Choose a gratuity of ${offer.gratuity.choices.join(', ')}%`
          : 'Gratuity is not added online.',
      },
    };
  const { serviceCharge } = offer;
  const charged = serviceCharge.rate > 0 && serviceCharge.appliesTo.includes(request.kind);
  return {
    bill: computeBill({
      subtotalCents: request.subtotalCents,
      discountCents: request.discountCents,
      serviceCharge: charged ? { rate: serviceCharge.rate, label: serviceCharge.label } : null,
      fulfilment: request.fulfilment,
      delivery,
      taxRate: offer.taxRate,
      exemption: request.exemption,
      gratuityPercent,
    }),
  };
}

/** A certificate exempts through its expiry day (a business date, YYYY-MM-DD), not after. */
export function activeExemption(
  certificate: { certificateNumber: string | null; expiresOn: string | null },
  today: string,
): { certificateNumber: string } | null {
  if (!certificate.certificateNumber || !certificate.expiresOn) return null;
  return certificate.expiresOn >= today ? { certificateNumber: certificate.certificateNumber } : null;
}
