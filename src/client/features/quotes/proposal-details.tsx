import { Anchor, Button, Divider, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload, IconMessage, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatEventDate, formatShortDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { telHref } from '../../../common/offer/text.ts';
import {
  expiredMessage,
  packageLabel,
  proposalNumber,
  type Quote,
  type QuoteStatus,
} from '../../../common/quotes/schema.ts';
import { mayMoveProposal, nextProposalStatuses } from '../../../common/quotes/status-machine.ts';
import { quoteStatusLabel } from '../../../common/quotes/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import { CostingLine } from '../../ui/costing-line.tsx';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { ProposalBilling } from '../accounts/proposal-billing.tsx';
import { useQuoteInvoice } from '../accounts/use-invoices.ts';
import { PaymentPanel } from '../payments/payment-panel.tsx';
import { CrewPanel } from '../shifts/index.ts';
import { CountAddenda, GuestCountPanel } from './guest-count-panel.tsx';
import { LineItemsTable } from './line-items-table.tsx';
import { eventTitle } from './proposal-card.tsx';
import { AuditTrail, SignedLine, SignPanel, VersionChanges } from './proposal-signing.tsx';
import { ProposalTotal } from './proposal-total.tsx';
import { quoteKeys } from './query-keys.ts';
import type { ProposalActions } from './use-proposal-actions.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

/**
 * The owner's "Set status" menu: the status it has, and only where the status machine lets the owner
 * take it (decision 0098); an unpriced request can only wait or be declined until it is priced.
 */
function statusMenu(quote: Quote) {
  const next = nextProposalStatuses(quote.status, 'owner').filter(
    (status) => quote.totalAmount !== null || status === 'requested' || status === 'rejected',
  );
  return [quote.status, ...next].map((status) => ({ value: status, label: quoteStatusLabel(status) }));
}

/** The Proposal Details tab: event info, special requests, total and every action. */
export function ProposalDetails({
  quote,
  actions,
  onReschedule,
  onEdit,
}: {
  quote: Quote;
  actions: ProposalActions;
  onReschedule: (quote: Quote) => void;
  onEdit: (quote: Quote) => void;
}) {
  const number = proposalNumber(quote);
  const offer = useOffer();
  const queryClient = useQueryClient();
  // Issue 39: a proposal billed to a house account has an invoice, not a deposit.
  const quoteInvoice = useQuoteInvoice(quote.id, quote.status === 'accepted' || quote.status === 'completed');
  const billedToAccount = !!quoteInvoice.data && quoteInvoice.data.status !== 'void';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {eventTitle(quote)}
          </Title>
          <Text c="dimmed">
            Proposal {number}
            {actions.isAdmin && ` · ${quote.clientName} · ${quote.clientEmail}`}
          </Text>
        </div>
        <QuoteStatusBadge status={quote.status} size="lg" />
      </Group>

      <Title order={3} fz="md" mb="sm">
        Event Information
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="lg">
        <Detail label="Date" value={formatEventDate(quote.eventDate)} />
        <Detail label="Guests" value={String(quote.guestCount)} />
        <Detail label="Venue" value={quote.venue ?? 'Venue TBD'} />
        <Detail label="Catering Option" value={packageLabel(quote.menuPackage, offer)} />
        {quote.dishes.length > 0 && (
          <Detail label="Dishes" value={quote.dishes.map((d) => d.name).join(', ')} />
        )}
        {quote.budget && <Detail label="Budget" value={formatMoney(quote.budget)} />}
        {actions.isAdmin && quote.clientPhone && (
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Phone
            </Text>
            <Anchor fw={500} href={telHref(quote.clientPhone)}>
              {quote.clientPhone}
            </Anchor>
          </div>
        )}
      </SimpleGrid>

      <Title order={3} fz="md" mb="xs">
        Special Requests
      </Title>
      <Text mb="lg" style={{ whiteSpace: 'pre-wrap' }} c={quote.notes ? undefined : 'dimmed'}>
        {quote.notes ?? 'No special requests.'}
      </Text>

      <LineItemsTable items={quote.lineItems} />

      <Divider my="md" />
      <Group justify="space-between" align="flex-end" mb="lg">
        <ProposalTotal quote={quote} billedToAccount={billedToAccount} />
      </Group>
      {/* Only the owner's answer carries it (GET /api/quotes/{id}): what this version costs and earns,
          once priced (a request waiting for its price earns nothing yet). */}
      {quote.costing && quote.totalAmount !== null && (
        <Paper withBorder radius="md" p="sm" mb="lg" bg="gray.0">
          <CostingLine costing={quote.costing} label={`Costing of ${number}`} />
        </Paper>
      )}
      <SignedLine quote={quote} />
      <CountAddenda quote={quote} />
      {quote.status === 'expired' && quote.validUntil && (
        <Text c="red.9" fw={600} mb="md" role="status">
          {expiredMessage(formatShortDate(quote.validUntil))}
        </Text>
      )}
      {quote.status === 'changes_requested' && (
        <Text c="dimmed" mb="md" role="status">
          {actions.isAdmin
            ? 'The client asked for changes: send the next version to answer them.'
            : 'You asked for changes: we will send you a new version of the proposal.'}
        </Text>
      )}
      <VersionChanges quote={quote} />
      {(actions.isOwner(quote) || actions.isAdmin) && <GuestCountPanel quote={quote} />}
      {actions.isAdmin && (quote.status === 'accepted' || quote.status === 'completed') && (
        <CrewPanel kind="quote" id={quote.id} startsAt={quote.eventDate} />
      )}
      {actions.canDecide(quote) && <SignPanel quote={quote} onDecline={() => actions.decline(quote)} />}
      {/* Issue 39: a proposal billed to a house account shows its invoice in place of the payments. */}
      <ProposalBilling
        quote={quote}
        isOwner={actions.isOwner(quote)}
        isAdmin={actions.isAdmin}
        onBilled={() => queryClient.invalidateQueries({ queryKey: quoteKeys.all })}
        paymentPanel={
          <PaymentPanel
            quote={quote}
            isOwner={actions.isOwner(quote)}
            isAdmin={actions.isAdmin}
            onMoneyChanged={() => queryClient.invalidateQueries({ queryKey: quoteKeys.all })}
          />
        }
      />

      <Stack gap="sm">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} />}
            onClick={() => void actions.download(quote)}
          >
            Download PDF
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => actions.print(quote)}
          >
            Print
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessage size={16} />}
            onClick={() => actions.message(quote)}
          >
            {actions.isAdmin ? 'Message client' : 'Message Us'}
          </Button>
          {(actions.isOwner(quote) || actions.isAdmin) && (
            <Button variant="default" onClick={() => onReschedule(quote)}>
              Reschedule
            </Button>
          )}
        </Group>
        {actions.isAdmin && (
          <Group gap="sm" align="flex-end">
            {mayMoveProposal(quote.status, 'sent', 'owner') && (
              <Button variant="light" onClick={() => onEdit(quote)}>
                {quote.status === 'requested'
                  ? 'Price & Send'
                  : quote.status === 'expired'
                    ? 'Renew & Send'
                    : 'Revise & Send'}
              </Button>
            )}
            <Select
              label="Set status"
              w={180}
              data={statusMenu(quote)}
              value={quote.status}
              allowDeselect={false}
              onChange={(value) =>
                value && value !== quote.status && void actions.setStatus(quote, value as QuoteStatus)
              }
            />
          </Group>
        )}
      </Stack>
      {actions.isAdmin && <AuditTrail quote={quote} />}
    </Paper>
  );
}
