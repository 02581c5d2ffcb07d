import type { QuoteStatus } from './schema.ts';
import { quoteStatusLabel } from './text.ts';

/**
 * The proposal status machine (decision 0098): which status a proposal may go to from where it is,
 * and by whom. The service refuses by it, the admin proposal page offers only its next statuses,
 * and tests walk every pair. No zod here: pages import it.
 */

/** A proposal as it reads: its stored status, or 'expired' once a sent version's validUntil passed. */
export type ProposalState = QuoteStatus | 'expired';

/**
 * Who moves a proposal: its client (in the portal, or a visitor through the proposal link), the
 * owner (the business's admin), staff (the crew: never), or the system (instant proposals, expiry).
 */
export type ProposalActor = 'client' | 'owner' | 'staff' | 'system';

/** Every state a proposal can show, in the order a proposal lives them. */
export const PROPOSAL_STATES: readonly ProposalState[] = [
  'requested',
  'sent',
  'viewed',
  'changes_requested',
  'expired',
  'accepted',
  'rejected',
  'completed',
];

/** Quote.status is a string on the wire: a state this machine knows, or none (no moves). */
const isProposalState = (status: string): status is ProposalState =>
  (PROPOSAL_STATES as readonly string[]).includes(status);

/** The statuses that are stored (expired is read from validUntil, never set). */
const STORED: readonly QuoteStatus[] = PROPOSAL_STATES.filter(
  (state): state is QuoteStatus => state !== 'expired',
);

/**
 * The client answers a proposal in hand: opens it (viewed), signs it (accepted), asks for changes or
 * declines it. A change request waits for the next version; it can still be declined, as can an
 * expired proposal (signing an expired one is refused with its date: PROPOSAL_EXPIRED).
 */
const CLIENT: Partial<Record<ProposalState, readonly QuoteStatus[]>> = {
  sent: ['viewed', 'accepted', 'changes_requested', 'rejected'],
  viewed: ['accepted', 'changes_requested', 'rejected'],
  changes_requested: ['rejected'],
  expired: ['rejected'],
};

/** The system sends a request the offer prices at once; a sent version expires by its date. */
const SYSTEM: Partial<Record<ProposalState, readonly ProposalState[]>> = {
  requested: ['sent'],
  sent: ['expired'],
  viewed: ['expired'],
};

/**
 * The owner may correct any status (a phone acceptance, a mistaken decline), but a proposal is
 * completed only once accepted, and a completed one only goes back to accepted (its payments and
 * points stand on it).
 */
function ownerNext(from: string): QuoteStatus[] {
  if (from === 'completed') return ['accepted'];
  return STORED.filter((to) => to !== from && (to !== 'completed' || from === 'accepted'));
}

/** Where a proposal may go next from `from`, by `actor` (never its own status). */
export function nextProposalStatuses(from: string, actor: ProposalActor): ProposalState[] {
  if (!isProposalState(from)) return [];
  switch (actor) {
    case 'owner':
      return ownerNext(from);
    case 'client':
      return [...(CLIENT[from] ?? [])];
    case 'system':
      return [...(SYSTEM[from] ?? [])];
    case 'staff':
      return [];
  }
}

/**
 * Whether `actor` may move a proposal from `from` to `to`. The owner setting the status it has is
 * no move (a sent one is sent again); the client's answer is given once (a second signature or
 * decline is refused).
 */
export function mayMoveProposal(from: string, to: ProposalState, actor: ProposalActor): boolean {
  return (from === to && actor === 'owner') || nextProposalStatuses(from, actor).includes(to);
}

const listed = (states: readonly ProposalState[]) =>
  states.map((state) => `"${quoteStatusLabel(state)}"`).join(', ');

/**
 * Why `actor` may not move this proposal to `to`, naming its status and where it may go instead;
 * null when the move is allowed.
 */
export function proposalStatusRefusal(from: string, to: ProposalState, actor: ProposalActor): string | null {
  if (mayMoveProposal(from, to, actor)) return null;
  const allowed = nextProposalStatuses(from, actor);
  const next = allowed.length > 0 ? `it can go to ${listed(allowed)}` : 'it cannot be changed from there';
  return `This proposal is "${quoteStatusLabel(from)}" and cannot go to "${quoteStatusLabel(to)}": ${next}.`;
}
