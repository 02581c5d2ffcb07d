import { describe, expect, it } from 'vitest';
import {
  mayMoveProposal,
  nextProposalStatuses,
  PROPOSAL_STATES,
  type ProposalActor,
  type ProposalState,
  proposalStatusRefusal,
} from './status-machine.ts';

/**
 * The machine written out by hand, one line per state: where each actor may take a proposal from
 * there. Every (from, to, actor) triple below is checked against it, so a change to the machine
 * shows here as a change to this table.
 */
const EXPECTED: Record<ProposalActor, Record<ProposalState, ProposalState[]>> = {
  client: {
    requested: [],
    sent: ['viewed', 'accepted', 'changes_requested', 'rejected'],
    viewed: ['accepted', 'changes_requested', 'rejected'],
    changes_requested: ['rejected'],
    expired: ['rejected'],
    accepted: [],
    rejected: [],
    completed: [],
  },
  owner: {
    requested: ['sent', 'viewed', 'changes_requested', 'accepted', 'rejected'],
    sent: ['requested', 'viewed', 'changes_requested', 'accepted', 'rejected'],
    viewed: ['requested', 'sent', 'changes_requested', 'accepted', 'rejected'],
    changes_requested: ['requested', 'sent', 'viewed', 'accepted', 'rejected'],
    expired: ['requested', 'sent', 'viewed', 'changes_requested', 'accepted', 'rejected'],
    accepted: ['requested', 'sent', 'viewed', 'changes_requested', 'rejected', 'completed'],
    rejected: ['requested', 'sent', 'viewed', 'changes_requested', 'accepted'],
    completed: ['accepted'],
  },
  staff: {
    requested: [],
    sent: [],
    viewed: [],
    changes_requested: [],
    expired: [],
    accepted: [],
    rejected: [],
    completed: [],
  },
  system: {
    requested: ['sent'],
    sent: ['expired'],
    viewed: ['expired'],
    changes_requested: [],
    expired: [],
    accepted: [],
    rejected: [],
    completed: [],
  },
};

const ACTORS = Object.keys(EXPECTED) as ProposalActor[];
const triples = ACTORS.flatMap((actor) =>
  PROPOSAL_STATES.flatMap((from) => PROPOSAL_STATES.map((to) => [actor, from, to] as const)),
);

describe('the proposal status machine', () => {
  it.each(triples)('%s: %s → %s follows the table', (actor, from, to) => {
    const allowed = (from === to && actor === 'owner') || EXPECTED[actor][from].includes(to);
    expect(mayMoveProposal(from, to, actor)).toBe(allowed);
    const refusal = proposalStatusRefusal(from, to, actor);
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toMatch(/^This proposal is ".+" and cannot go to ".+": /);
  });

  it.each(ACTORS)('lists the %s’s next statuses from each state, never the state itself', (actor) => {
    for (const from of PROPOSAL_STATES) {
      expect(new Set(nextProposalStatuses(from, actor))).toEqual(new Set(EXPECTED[actor][from]));
    }
  });

  it('names the current status and the allowed ones in a refusal', () => {
    expect(proposalStatusRefusal('completed', 'sent', 'owner')).toBe(
      'This proposal is "Completed" and cannot go to "Sent": it can go to "Accepted".',
    );
    expect(proposalStatusRefusal('rejected', 'accepted', 'client')).toBe(
      'This proposal is "Rejected" and cannot go to "Accepted": it cannot be changed from there.',
    );
    expect(proposalStatusRefusal('changes_requested', 'accepted', 'client')).toBe(
      'This proposal is "Changes requested" and cannot go to "Accepted": it can go to "Rejected".',
    );
  });

  it('moves nothing from a status it does not know', () => {
    expect(nextProposalStatuses('paid', 'owner')).toEqual([]);
    expect(mayMoveProposal('paid', 'sent', 'owner')).toBe(false);
  });
});
