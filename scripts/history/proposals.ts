/**
 * The history's proposals: clients request quotes; the owner prices the requests and revises some;
 * clients sign most and pay a deposit by card.
 */
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import type { Client } from './clients.ts';
import { STREETS } from './clients.ts';
import type { HistoryRun } from './run.ts';

const EVENT_TYPES = ['corporate', 'wedding', 'private'] as const;
const PACKAGES = ['full-service', 'brunch'] as const;
export async function proposal(run: HistoryRun, day: string, client: Client) {
  const { random, inject, sessionOf } = run;
  const eventDate = addDays(day, random.int(20, 200));
  const cookie = await sessionOf(client.username, client.password);
  const res = await inject('POST', '/api/quotes', cookie, {
    eventType: random.pick(EVENT_TYPES),
    eventDate: businessInstant(eventDate, '17:00').toISOString(),
    guestCount: random.int(50, 220),
    venue: `${random.pick(STREETS)} Hall`,
    menuPackage: random.pick(PACKAGES),
    notes: random.chance(0.3) ? 'Two vegetarian tables, please.' : undefined,
    contactPhone: client.phone,
  });
  if (res.statusCode === 201) {
    const { id, status } = res.json<{ id: number; status: string }>();
    run.openProposals.push({ id, client, eventDate, requested: status === 'requested' });
  }
}

/** The owner revises some proposals; clients sign most, and pay a deposit by card. */
export async function followUp(run: HistoryRun, day: string) {
  const { random, inject, sessionOf, admin, openProposals } = run;
  const due = openProposals.filter(() => random.chance(0.25));
  for (const p of due) {
    openProposals.splice(openProposals.indexOf(p), 1);
    if (p.eventDate <= day) continue;
    // A request waiting for the owner's look is priced and sent by the owner; some others revised.
    if (p.requested || random.chance(0.3)) {
      const total = `${random.int(18, 140) * 100}.00`;
      await inject('PATCH', `/api/quotes/${p.id}`, await admin(), {
        lineItems: [{ description: 'Catering', quantity: 1, unitPrice: total }],
      });
    }
    if (!random.chance(0.6)) continue;
    const cookie = await sessionOf(p.client.username, p.client.password);
    const signed = await inject('PATCH', `/api/quotes/${p.id}/status`, cookie, {
      status: 'accepted',
      signerName: `${p.client.name[0]} ${p.client.name[1]}`,
      agreeToTerms: true,
    });
    if (signed.statusCode !== 200 || !random.chance(0.8)) continue;
    const year = new Date().getUTCFullYear() + 3;
    await inject('POST', `/api/quotes/${p.id}/payments`, cookie, {
      kind: 'deposit',
      card: {
        number: '4242 4242 4242 4242',
        exp_month: '12',
        exp_year: String(year),
        cvv: '123',
        name: 'Card Holder',
      },
    });
  }
}
