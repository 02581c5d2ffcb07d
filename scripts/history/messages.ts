/**
 * The history's messages: clients ask about a proposal in its conversation and the owner mostly
 * replies (the mails these send are the app's own).
 */
import type { Client } from './clients.ts';
import type { HistoryRun } from './run.ts';

const ASKS = [
  'Can we add a vegetarian option?',
  'Is parking available for your van at the venue?',
  'Could the dessert come out after the speeches?',
  'We may have ten more guests, is that fine?',
];
const REPLIES = ['Of course, noted on the proposal.', 'Yes: we will call the venue the week before.'];

/** A client's question in a proposal's conversation, and (mostly) the owner's reply. */
export async function message(
  { random, inject, sessionOf, admin }: HistoryRun,
  client: Client,
  quoteId: number,
) {
  await inject('POST', '/api/messages', await sessionOf(client.username, client.password), {
    quoteId,
    content: random.pick(ASKS),
  });
  if (random.chance(0.8))
    await inject('POST', '/api/messages', await admin(), { quoteId, content: random.pick(REPLIES) });
}
