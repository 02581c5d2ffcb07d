/**
 * The bill: what a priced thing (cart estimate, order, proposal) costs, part by part. Amounts are
 * decimal strings to the cent, like all money in the API. Types only: public pages import it.
 */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export type Bill = {
  /** Known prices before any saving. */
  subtotal: string;
  discount: string;
  serviceCharge: string;
  deliveryFee: string;
  tax: string;
  gratuity: string;
  /** What the customer pays: every part above, tax included. */
  total: string;
  /** The sales tax rate applied, percent with three decimals ("8.000"). */
  taxRate: string;
  taxExempt: boolean;
  /** The delivery zone's name, when delivered. */
  deliveryZone: string | null;
  /** How the food gets there; null for a proposal (its venue is in the event details). */
  fulfilment: Fulfilment | null;
  /** "18.000"; "0.000" when no service charge applies. */
  serviceChargeRate: string;
  /** The charge's name as the business called it when the bill was made. */
  serviceChargeLabel: string | null;
  gratuityPercent: number;
  /** The client's exemption certificate, when the bill is tax exempt. */
  exemptionCertificate: string | null;
};

/** The parts of a bill, in the order every page, mail and PDF shows them. */
export type BillPart =
  | 'subtotal'
  | 'discount'
  | 'serviceCharge'
  | 'deliveryFee'
  | 'tax'
  | 'gratuity'
  | 'total';
