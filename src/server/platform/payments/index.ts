import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createOffGateway } from './off.ts';
import { createSimulatedGateway } from './simulated.ts';
import { createStripeGateway } from './stripe.ts';

export * from './gateway.ts';

/** The gateway the configuration names (src/server/config.ts decides which, decision 0057). */
export function createPaymentGateway(config: Config['payments']): PaymentGateway {
  if (config.gateway === 'stripe' && config.stripe) return createStripeGateway(config.stripe);
  if (config.gateway === 'simulated') return createSimulatedGateway();
  return createOffGateway();
}
