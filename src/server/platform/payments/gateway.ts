/**
 * One interface for every card processor (DESIGN decision 11). The server decides every amount;
 * a gateway only moves it. Card numbers pass through `charge` in memory (simulated gateway only)
 * and are never stored or logged: outcomes carry the brand and the last four digits.
 */
export type CardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

export type ChargeRequest = {
  amountCents: number;
  description: string;
  /** The same key twice charges once (the processor's own idempotency where it has one). */
  idempotencyKey: string;
  /** The simulated gateway reads the card here; Stripe's Payment Element never sends one. */
  card?: CardDetails;
  metadata?: Record<string, string>;
};

export type ChargeOutcome = {
  status: 'succeeded' | 'failed' | 'pending';
  reference: string;
  /** A customer-facing sentence, e.g. 'Your card was declined.' */
  message: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Stripe: the browser confirms the PaymentIntent with this. */
  clientSecret?: string;
};

type WebhookUpdate = { reference: string };

export interface PaymentGateway {
  /** off: no online payment at all (production without Stripe). */
  readonly name: 'simulated' | 'stripe' | 'off';
  /** A real processor: the payment test page warns that its charge is real. */
  readonly isLive: boolean;
  /** Stripe's publishable key for the browser; null for the simulated gateway. */
  readonly publishableKey: string | null;
  /** Whether the card form posts card details to our server (simulated) or to the processor. */
  readonly acceptsCardDetails: boolean;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The processor's current word on a charge (after a webhook, or to settle a pending one). */
  retrieve(reference: string): Promise<ChargeOutcome>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<{ reference: string }>;
  /** Checks a webhook's signature and names the charge it concerns; throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | undefined): WebhookUpdate | null;
}

export class GatewayError extends Error {}
