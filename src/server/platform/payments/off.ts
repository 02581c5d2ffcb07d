import type { PaymentGateway } from './gateway.ts';
import { GatewayError } from './gateway.ts';

/**
 * No card processor: production without Stripe (docs/decisions/0057). Nothing is charged online;
 * the business records the checks and transfers it receives. The services refuse a card payment
 * before they get here, so these methods only guard against a path that forgot to.
 */
export function createOffGateway(): PaymentGateway {
  const off = () => new GatewayError('Online payment is off: no card processor is configured.');
  return {
    name: 'off',
    isLive: false,
    publishableKey: null,
    acceptsCardDetails: false,
    async charge() {
      throw off();
    },
    async retrieve() {
      throw off();
    },
    async refund() {
      throw off();
    },
    parseWebhook() {
      throw off();
    },
  };
}
