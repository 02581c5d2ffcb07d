import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { proposalNumber, type Quote, type QuoteStatus } from '../../../common/quotes/schema.ts';
import { quoteStatusLabel } from '../../../common/quotes/text.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { downloadProposalPdf, openPrintableProposal } from './proposal-document.ts';
import { useMarkViewed, useSetQuoteStatus } from './use-quotes.ts';

/** What a proposal card or the details view can do, with the spec's toasts. */
export function useProposalActions() {
  const { user, isAdmin } = useSession();
  const business = useBusiness();
  const navigate = useNavigate();
  const setStatus = useSetQuoteStatus();
  const markViewed = useMarkViewed();

  const isOwner = (quote: Quote) => quote.clientId !== null && quote.clientId === user?.id;

  async function changeStatus(quote: Quote, status: QuoteStatus) {
    try {
      await setStatus.mutateAsync({ id: quote.id, status });
      notifySuccess(
        'Status Updated',
        `Proposal ${proposalNumber(quote)} is now ${quoteStatusLabel(status).toLowerCase()}.`,
      );
    } catch (error) {
      notifyError('Error', errorText(error, 'Could not update the proposal. Please try again.'));
    }
  }

  return {
    isOwner,
    isAdmin,
    pending: setStatus.isPending,
    /** The owner may sign (accept), ask for changes or decline while it is sent or viewed. */
    canDecide: (quote: Quote) => isOwner(quote) && (quote.status === 'sent' || quote.status === 'viewed'),
    setStatus: changeStatus,
    decline: (quote: Quote) =>
      modals.openConfirmModal({
        title: 'Decline this proposal?',
        children: (
          <Text size="sm">
            Proposal {proposalNumber(quote)} will be marked as rejected and we will let the team know. You can
            still message us if you would like a revised proposal.
          </Text>
        ),
        labels: { confirm: 'Decline proposal', cancel: 'Keep it' },
        confirmProps: { color: 'red' },
        onConfirm: () => void changeStatus(quote, 'rejected'),
      }),
    /** Opening a sent proposal's details marks it viewed (its owner only). */
    view: (quote: Quote) => {
      if (isOwner(quote) && quote.status === 'sent') markViewed.mutate(quote.id);
    },
    download: (quote: Quote) => downloadProposalPdf(quote),
    print: (quote: Quote) => openPrintableProposal(quote, business),
    message: (quote: Quote) => navigate(`/messages?quote=${quote.id}`),
  };
}

export type ProposalActions = ReturnType<typeof useProposalActions>;
