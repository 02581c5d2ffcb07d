/** How a quote's status reads on screen. No zod here: the badge on every proposal list imports it. */

const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  sent: 'Sent',
  viewed: 'Viewed',
  changes_requested: 'Changes requested',
  expired: 'Expired',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
};

/** "Changes requested" for `changes_requested`; a status without a label reads as it is stored. */
export const quoteStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;
