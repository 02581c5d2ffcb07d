import Stripe from 'stripe';
import type { ChargeOutcome, PaymentGateway } from './gateway.ts';
import { GatewayError } from './gateway.ts';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests). */
  apiUrl?: string;
};

type Intent = Stripe.PaymentIntent;

function outcomeOf(intent: Intent): ChargeOutcome {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled' || intent.last_payment_error
        ? 'failed'
        : 'pending';
  return {
    status,
    reference: intent.id,
    message:
      status === 'succeeded'
        ? 'Payment successful'
        : (intent.last_payment_error?.message ??
          (status === 'failed' ? 'Payment failed' : 'Awaiting payment')),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
  };
}

/**
 * Stripe PaymentIntents. The card is typed into Stripe's Payment Element in the browser, so card
 * numbers never reach this server; the outcome arrives by a signed webhook.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    name: 'stripe',
    isLive: true,
    publishableKey: settings.publishableKey,
    acceptsCardDetails: false,
    async charge(request) {
      if (request.card) throw new GatewayError('Card details go to Stripe directly, never to this server.');
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          description: request.description,
          automatic_payment_methods: { enabled: true },
          ...(request.metadata ? { metadata: request.metadata } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOf(intent);
    },
    async retrieve(reference) {
      return outcomeOf(await stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }));
    },
    async refund(reference, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: reference, amount: amountCents },
        { idempotencyKey },
      );
      return { reference: refund.id };
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new GatewayError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new GatewayError('The webhook signature does not match.');
      }
      if (!event.type.startsWith('payment_intent.')) return null;
      const intent = event.data.object as Intent;
      return { reference: intent.id };
    },
  };
}
