import { z } from 'zod';

/**
 * The proposal link (issue 27, docs/decisions/0086): `/proposal?quote={id}&token=…`, mailed with a
 * visitor's proposal. The token is an HMAC of the quote, its email and its expiry, so it opens that
 * one proposal until it expires (or is replaced by the next version's mail), without an account.
 */

/** A missing, repeated or malformed token is simply not the right token: the routes answer 404. */
const LinkToken = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.length <= 200 ? v : undefined));

export const ProposalLinkQuerySchema = z.object({ token: LinkToken });

export const ProposalLinkPdfQuerySchema = z.object({
  token: LinkToken,
  version: z.coerce
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be 1 or more')
    .max(100_000)
    .optional(),
});

export const ProposalLinkBodySchema = z.strictObject({
  token: z.string({ error: 'The link has no token' }).max(200, 'The link has no valid token'),
});

export const ProposalLinkSignBodySchema = z.strictObject({
  token: z.string({ error: 'The link has no token' }).max(200, 'The link has no valid token'),
  signerName: z.string().max(1000).optional(),
  agreeToTerms: z.boolean().optional(),
});
export type ProposalLinkSignBody = z.infer<typeof ProposalLinkSignBodySchema>;

export const PROPOSAL_LINK_INVALID =
  'This proposal link is not valid any more. Please open the link in the newest email about your proposal.';
export const PROPOSAL_LINK_IN_ACCOUNT = 'This proposal is in a client account now: sign in to open it.';
export const proposalLinkExpired = (date: string) =>
  `This link expired with the proposal on ${date}. Ask us to renew it.`;

/** The page a mailed proposal link opens. */
export const proposalLinkPath = (id: number, token: string) =>
  `/proposal?quote=${id}&token=${encodeURIComponent(token)}`;
