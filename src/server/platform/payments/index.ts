import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSimulatedGateway } from './simulated.ts';
import { createStripeGateway } from './stripe.ts';

export * from './gateway.ts';

/** The gateway the configuration names: simulated by default, Stripe when its keys are set. */
export function createPaymentGateway(config: Config['payments']): PaymentGateway {
  if (config.gateway === 'stripe' && config.stripe) return createStripeGateway(config.stripe);
  return createSimulatedGateway();
}
