import { randomUUID } from 'node:crypto';
import type { CardDetails, ChargeOutcome, ChargeRequest, PaymentGateway } from './gateway.ts';
import { GatewayError } from './gateway.ts';

/** The well-known test numbers and what a processor in test mode answers to them. */
const SPECIAL_CARDS: Record<string, { status: 'failed'; message: string }> = {
  '4000000000000002': { status: 'failed', message: 'Your card was declined.' },
  '4000000000009995': { status: 'failed', message: 'Your card has insufficient funds.' },
};

function isLuhnValid(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** A processor's own checks of the card, with the sentences processors use. */
function cardProblem(card: CardDetails, now: Date): string | null {
  if (!isLuhnValid(card.number)) return 'Your card number is incorrect.';
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12) return "Your card's expiration month is invalid.";
  // A card is good through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return 'Your card has expired.';
  }
  if (!/^[0-9]{3,4}$/.test(card.cvc)) return "Your card's security code is incorrect.";
  return null;
}

/**
 * A card processor in test mode, in memory: the default, so the whole payment flow works with no
 * account anywhere. Its idempotency memory lasts the process; the payments table's unique key is
 * what makes a replay charge once across restarts and instances.
 */
export function createSimulatedGateway(now: () => Date = () => new Date()): PaymentGateway {
  const byKey = new Map<string, ChargeOutcome>();
  const byRef = new Map<string, ChargeOutcome>();

  function decide(request: ChargeRequest): ChargeOutcome {
    const card = request.card;
    if (!card) throw new GatewayError('The card details are missing.');
    const number = card.number.replace(/\s+/g, '');
    const reference = `sim_ch_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const known = {
      cardBrand: isLuhnValid(number) ? cardBrand(number) : null,
      cardLast4: null as string | null,
    };
    if (/^[0-9]{4,}$/.test(number)) known.cardLast4 = number.slice(-4);
    const problem = cardProblem({ ...card, number }, now());
    if (problem) return { status: 'failed', reference, message: problem, ...known };
    const special = SPECIAL_CARDS[number];
    if (special) return { status: special.status, reference, message: special.message, ...known };
    return { status: 'succeeded', reference, message: 'Payment successful', ...known };
  }

  return {
    name: 'simulated',
    isLive: false,
    publishableKey: null,
    acceptsCardDetails: true,
    async charge(request) {
      const previous = byKey.get(request.idempotencyKey);
      if (previous) return previous;
      const outcome = decide(request);
      byKey.set(request.idempotencyKey, outcome);
      byRef.set(outcome.reference, outcome);
      return outcome;
    },
    async retrieve(reference) {
      const outcome = byRef.get(reference);
      if (!outcome) throw new GatewayError(`No such charge: ${reference}`);
      return outcome;
    },
    async refund(reference) {
      return { reference: `sim_re_${reference.slice(7)}` };
    },
    parseWebhook() {
      throw new GatewayError('The simulated gateway sends no webhooks.');
    },
  };
}
