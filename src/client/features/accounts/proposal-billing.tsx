import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Invoice } from '../../../common/accounts/invoice.ts';
import type { BillQuoteToAccountBody } from '../../../common/accounts/schema.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import { ApiError, api, errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useMyAccount } from '../checkout/account-payment.tsx';
import { balanceCents, dayText, STATUS_COLORS, STATUS_LABELS } from './invoice-text.ts';
import { accountKeys } from './query-keys.ts';
import { useQuoteInvoice } from './use-invoices.ts';

const TERMS_LABELS = { net15: 'Net 15', net30: 'Net 30' } as const;

/**
 * Issue 39 on a proposal: once billed to the client's house account, its invoice stands where the
 * payments were (number, PO, due date, balance, a link to pay it). Before, a client on account of an
 * accepted, unpaid proposal may choose "Bill my account" with a PO number instead of the deposit by
 * card; the server checks the PO, the credit and overdue invoices, and issues the invoice.
 */
export function ProposalBilling({
  quote,
  isOwner,
  isAdmin,
  paymentPanel,
  onBilled,
}: {
  quote: Pick<Quote, 'id' | 'status' | 'totalAmount' | 'amountPaid' | 'accountInvoice'>;
  isOwner: boolean;
  isAdmin: boolean;
  /** The usual payments (deposit and balance by card), shown when the proposal is not on account. */
  paymentPanel: ReactNode;
  /** Refreshes the proposal (the quotes feature's data) once billed: its lists then say "Billed to account". */
  onBilled?: () => unknown;
}) {
  const accepted = quote.status === 'accepted' || quote.status === 'completed';
  const invoice = useQuoteInvoice(quote.id, accepted).data;
  // A void invoice no longer bills the proposal: it is paid the usual way (a proposal is billed once).
  const billed = invoice && invoice.status !== 'void' ? invoice : undefined;
  const account = useMyAccount();
  // The proposal says it is billed before its invoice has loaded: no deposit to offer meanwhile.
  if (!invoice && quote.accountInvoice && quote.accountInvoice.status !== 'void') return null;
  if (billed) {
    return (
      <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Billed to account">
        <Group justify="space-between" mb="xs">
          <Title order={3} fz="md">
            Billed to {isOwner ? 'your' : "the client's"} account
          </Title>
          <Badge color={STATUS_COLORS[billed.status]} variant="light">
            {STATUS_LABELS[billed.status]}
          </Badge>
        </Group>
        <Text size="sm">
          Invoice <strong>{billed.number}</strong>
          {billed.poNumber ? ` · PO ${billed.poNumber}` : ''} · due {dayText(billed.dueOn)}
        </Text>
        <Text size="sm" fw={700}>
          Balance {formatCents(balanceCents(billed))}
        </Text>
        <Anchor
          size="sm"
          href={isAdmin ? '/admin/invoices' : `/invoices?invoice=${billed.id}`}
          aria-label={`Open invoice ${billed.number}`}
        >
          {isOwner && balanceCents(billed) > 0 ? 'Open or pay the invoice' : 'Open the invoice'}
        </Anchor>
      </Paper>
    );
  }
  const canBill =
    !invoice &&
    isOwner &&
    account !== null &&
    quote.status === 'accepted' &&
    quote.totalAmount !== null &&
    toCents(quote.totalAmount) > 0 &&
    toCents(quote.amountPaid) === 0;
  return (
    <>
      {canBill && <BillMyAccount quoteId={quote.id} account={account} onBilled={onBilled} />}
      {paymentPanel}
    </>
  );
}

function BillMyAccount({
  quoteId,
  account,
  onBilled,
}: {
  quoteId: number;
  account: NonNullable<ReturnType<typeof useMyAccount>>;
  onBilled?: (() => unknown) | undefined;
}) {
  const queryClient = useQueryClient();
  const [poNumber, setPoNumber] = useState('');
  const [refusal, setRefusal] = useState<{ poNumber?: string; account?: string }>({});
  const bill = useMutation({
    mutationFn: (body: BillQuoteToAccountBody) =>
      api.post<Invoice>(`/api/quotes/${quoteId}/bill-to-account`, body),
    onSuccess: async (invoice) => {
      notifySuccess(
        'Billed to your account',
        `Invoice ${invoice.number} is on its way to your billing email.`,
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), onBilled?.()]);
    },
  });
  async function submit() {
    setRefusal({});
    try {
      await bill.mutateAsync(poNumber.trim() ? { poNumber: poNumber.trim() } : {});
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.poNumber : undefined;
      setRefusal(field ? { poNumber: field } : { account: errorText(error, 'Could not bill your account.') });
    }
  }
  const terms = account.terms ? TERMS_LABELS[account.terms] : '';
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Bill my account">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFileInvoice size={18} aria-hidden />
          <Title order={3} fz="md">
            Bill my account
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {account.companyName ? `${account.companyName} · ` : ''}
          {terms}: no card and no deposit, we invoice the whole proposal now ·{' '}
          {formatCents(account.remainingCreditCents)} of credit left
        </Text>
        <TextInput
          label="PO number"
          withAsterisk={account.poRequired}
          description={
            account.poRequired
              ? 'Your account needs a purchase-order number'
              : 'Printed on the invoice, if your office uses one'
          }
          maxLength={60}
          value={poNumber}
          error={refusal.poNumber}
          onChange={(e) => setPoNumber(e.currentTarget.value)}
        />
        {refusal.account && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Your account cannot take this"
          >
            {refusal.account}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void submit()} loading={bill.isPending}>
            Bill my account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
