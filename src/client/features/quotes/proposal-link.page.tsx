import {
  Alert,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatEventDate } from '../../../common/business-time.ts';
import { formatMoney, toCents } from '../../../common/money.ts';
import { depositAmount, packageLabel, proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { ApiError, api, errorText } from '../../lib/api.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useSession } from '../../lib/use-session.ts';
import { QuoteStatusBadge } from '../../ui/quote-status-badge.tsx';
import { PayModal } from '../payments/pay-modal.tsx';
import { usePaymentTestStatus } from '../payments/use-payments.ts';
import { LineItemsTable } from './line-items-table.tsx';
import { eventTitle } from './proposal-card.tsx';
import { SignedLine, SignPanel } from './proposal-signing.tsx';
import { ProposalTotal } from './proposal-total.tsx';
import { quoteKeys } from './query-keys.ts';

const linkKey = quoteKeys.link;
const withToken = (token: string) => `token=${encodeURIComponent(token)}`;

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

/** A proposal link refused: why, and where to go instead (a proposal in an account: the portal). */
function Refused({ error, quoteId }: { error: unknown; quoteId: number }) {
  const { user } = useSession();
  const inAccount = error instanceof ApiError && error.status === 403 && error.code !== 'PROPOSAL_EXPIRED';
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title="This link cannot open the proposal">
      <Text size="sm" mb={inAccount ? 'sm' : 0}>
        {errorText(error, 'This proposal link is not valid. Please open the link in your email again.')}
      </Text>
      {inAccount && (
        <Button
          size="sm"
          component={Link}
          to={user ? `/proposals?quote=${quoteId}` : '/login'}
          state={user ? undefined : { from: `/proposals?quote=${quoteId}` }}
        >
          {user ? 'Open it in your portal' : 'Sign in'}
        </Button>
      )}
    </Alert>
  );
}

/** Deposit, then balance, of a signed proposal: the amounts are the stored bill's (the server's). */
function LinkPayments({ quote, token }: { quote: Quote; token: string }) {
  const [paying, setPaying] = useState<'deposit' | 'balance' | null>(null);
  const gateway = usePaymentTestStatus().data?.gateway;
  const queryClient = useQueryClient();
  if (quote.totalAmount === null || toCents(quote.totalAmount) === 0) return null;
  const paid = toCents(quote.amountPaid);
  const due = toCents(quote.balanceDue ?? '0');
  const kind = paid === 0 ? 'deposit' : 'balance';
  const amount = kind === 'deposit' ? depositAmount(quote.totalAmount) : (quote.balanceDue ?? '0');
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Payments">
      <Title order={3} fz="md" mb="xs">
        Payments
      </Title>
      <Text size="sm">
        Paid: {formatMoney(quote.amountPaid)} · Balance due: {formatMoney(quote.balanceDue)}
      </Text>
      {due === 0 ? (
        <Text size="sm" c="sage.9" fw={600} mt="xs">
          Paid in full. Thank you!
        </Text>
      ) : gateway && gateway !== 'off' ? (
        <Button mt="sm" onClick={() => setPaying(kind)}>
          {kind === 'deposit' ? 'Pay deposit' : 'Pay balance'} · {formatMoney(amount)}
        </Button>
      ) : (
        <Text size="sm" mt="xs">
          We take payment by check or bank transfer: the proposal PDF says how.
        </Text>
      )}
      {paying && (
        <PayModal
          quote={quote}
          kind={paying}
          amount={amount}
          token={token}
          onClose={() => setPaying(null)}
          onMoneyChanged={() => queryClient.invalidateQueries({ queryKey: quoteKeys.link(quote.id) })}
        />
      )}
    </Paper>
  );
}

function ProposalByLink({ quote, token }: { quote: Quote; token: string }) {
  const offer = useOffer();
  const queryClient = useQueryClient();
  const number = proposalNumber(quote);
  const pdfUrl = `/api/quotes/${quote.id}/link/pdf?${withToken(token)}`;

  async function sign(signerName: string) {
    const signed = await api.post<Quote>(`/api/quotes/${quote.id}/link/signature`, {
      token,
      signerName,
      agreeToTerms: true,
    });
    // SignPanel says 'Proposal Signed' once this resolves.
    queryClient.setQueryData(linkKey(quote.id), signed);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <div>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {eventTitle(quote)}
          </Title>
          <Text c="dimmed">
            Proposal {number} · for {quote.clientName}
          </Text>
        </div>
        <QuoteStatusBadge status={quote.status} size="lg" />
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        <Detail label="Date" value={formatEventDate(quote.eventDate)} />
        <Detail label="Guests" value={String(quote.guestCount)} />
        <Detail label="Venue" value={quote.venue ?? 'Venue TBD'} />
        <Detail label="Catering Option" value={packageLabel(quote.menuPackage, offer)} />
        {quote.dishes.length > 0 && (
          <Detail label="Dishes" value={quote.dishes.map((d) => d.name).join(', ')} />
        )}
      </SimpleGrid>

      <LineItemsTable items={quote.lineItems} />

      <Divider my="md" />
      <Stack mb="lg">
        <ProposalTotal quote={quote} />
      </Stack>

      <SignedLine quote={quote} />
      {quote.clientId !== null && (
        <Alert color="sage" icon={<IconCircleCheck />} mb="md" title="In your account">
          <Text size="sm" mb="xs">
            This proposal is now in your client portal.
          </Text>
          <Button size="sm" component={Link} to={`/proposals?quote=${quote.id}`}>
            Open it in your portal
          </Button>
        </Alert>
      )}
      {quote.clientId === null && (quote.status === 'sent' || quote.status === 'viewed') && (
        <>
          <SignPanel quote={quote} onSign={sign} />
          <Text size="sm" c="dimmed" mb="lg">
            Want a change before signing? Reply to our email or call us, and we will send a new version.
          </Text>
        </>
      )}
      {quote.clientId === null && quote.status === 'accepted' && <LinkPayments quote={quote} token={token} />}

      <Group gap="sm">
        <Button variant="default" component="a" href={pdfUrl} leftSection={<IconFileDownload size={16} />}>
          Download PDF
        </Button>
        {quote.signature && (
          <Button
            variant="default"
            component="a"
            href={`${pdfUrl}&version=${quote.signature.version}`}
            leftSection={<IconFileDownload size={16} />}
          >
            Download signed PDF
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The page a visitor's proposal mail links to (`/proposal?quote={id}&token=…`, decision 0086): read,
 * sign, pay and download that one proposal without an account. Signed-in owners use /proposals.
 */
export function ProposalLinkPage() {
  const [params] = useSearchParams();
  const quoteId = Number(params.get('quote'));
  const token = params.get('token') ?? '';
  const complete = Number.isInteger(quoteId) && quoteId > 0 && token.length > 0;
  const proposal = useQuery({
    queryKey: linkKey(quoteId),
    queryFn: () => api.get<Quote>(`/api/quotes/${quoteId}/link?${withToken(token)}`),
    enabled: complete,
    retry: false,
  });
  const queryClient = useQueryClient();
  const viewed = useMutation({
    mutationFn: () => api.post<Quote>(`/api/quotes/${quoteId}/link/viewed`, { token }),
    onSuccess: (quote) => queryClient.setQueryData(linkKey(quoteId), quote),
  });
  const marked = useRef(false);
  const status = proposal.data?.status;
  useEffect(() => {
    if (status !== 'sent' || marked.current) return;
    marked.current = true;
    viewed.mutate();
  }, [status, viewed]);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Your Proposal
        </Title>
        {!complete ? (
          <Alert color="red" icon={<IconAlertTriangle />} title="Invalid link">
            This link is incomplete. Please open the link from your email again.
          </Alert>
        ) : proposal.isPending ? (
          <Skeleton height={300} radius="lg" />
        ) : proposal.isError ? (
          <Refused error={proposal.error} quoteId={quoteId} />
        ) : (
          <ProposalByLink quote={proposal.data} token={token} />
        )}
      </Stack>
    </Container>
  );
}
