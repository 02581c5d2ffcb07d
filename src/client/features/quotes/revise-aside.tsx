import { Blockquote, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../common/business-time.ts';
import type { Costing } from '../../../common/costing/schema.ts';
import { fromCents } from '../../../common/money.ts';
import type { QuoteEstimate, QuoteEstimateBody } from '../../../common/quotes/estimate.ts';
import type { MenuPackage, Quote, UpdateQuoteBody } from '../../../common/quotes/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { CostingLine } from '../../ui/costing-line.tsx';
import { quoteKeys } from './query-keys.ts';
import { QuoteEstimateBill } from './quote-estimate.tsx';
import { useQuoteEvents } from './use-quotes.ts';

/**
 * Beside the Revise & Send form (issue 34 §2, §4): the client's change request the owner answers, and
 * the whole bill the revision will be sent with, from the same estimate the client's wizard uses.
 */
export function ReviseAside({
  quote,
  menuPackage,
  guestCount,
  dishes,
  subtotalCents,
  draft,
}: {
  quote: Quote;
  menuPackage: string;
  guestCount: number;
  dishes: number[];
  /** The lines' sum, or the total typed; null while there is none. */
  subtotalCents: number | null;
  /** The revision as the form holds it (the body Send Proposal sends). */
  draft: UpdateQuoteBody;
}) {
  const [debounced] = useDebouncedValue({ menuPackage, guestCount, dishes, subtotalCents }, 300);
  const body: QuoteEstimateBody = {
    menuPackage: debounced.menuPackage as MenuPackage,
    guestCount: debounced.guestCount,
    dishes: debounced.dishes,
    quoteId: quote.id,
    ...(debounced.subtotalCents === null ? {} : { subtotal: fromCents(debounced.subtotalCents) }),
  };
  const estimate = useQuery({
    queryKey: quoteKeys.estimate(body),
    queryFn: () => api.post<QuoteEstimate>('/api/quotes/estimate', body),
    enabled: debounced.subtotalCents !== null && debounced.guestCount > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Stack gap="md">
      <ChangeRequest quote={quote} />
      {estimate.isError ? (
        <Text size="sm" c="red.8">
          {errorText(estimate.error, 'The bill could not be estimated.')}
        </Text>
      ) : (
        <QuoteEstimateBill estimate={estimate.data ?? null} withNextStep={false} />
      )}
      <DraftCosting quote={quote} draft={draft} ready={subtotalCents !== null || quote.subtotal !== null} />
    </Stack>
  );
}

/**
 * The margin of the version being drafted (issue 37 §2), live as the owner edits: the draft is priced
 * and costed by the server as it would be sent (POST /api/quotes/{id}/costing), nothing saved. A draft
 * the server cannot price yet (a line without a price) keeps the last margin, marked as waiting.
 */
function DraftCosting({ quote, draft, ready }: { quote: Quote; draft: UpdateQuoteBody; ready: boolean }) {
  const { isAdmin } = useSession();
  const [debounced] = useDebouncedValue(draft, 400);
  const costing = useQuery({
    queryKey: quoteKeys.costing(quote.id, debounced),
    queryFn: () => api.post<Costing>(`/api/quotes/${quote.id}/costing`, debounced),
    enabled: isAdmin && ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!isAdmin || !ready) return null;
  return (
    <Stack gap={4} component="section" aria-label="Margin of this version" data-testid="draft-costing">
      <Text fw={700} size="sm">
        Margin of this version
      </Text>
      {costing.data ? (
        <CostingLine costing={costing.data} label="Costing of this version" />
      ) : (
        <Text size="sm" c="dimmed">
          {costing.isError
            ? errorText(costing.error, 'The margin could not be worked out.')
            : 'Working out the margin…'}
        </Text>
      )}
      {costing.data && costing.isError && (
        <Text size="xs" c="dimmed">
          Shown for the last complete draft: {errorText(costing.error, 'finish the lines to update it')}
        </Text>
      )}
    </Stack>
  );
}

/** The client's latest request for changes, word for word, while it waits for this answer. */
function ChangeRequest({ quote }: { quote: Quote }) {
  const waiting = quote.status === 'changes_requested';
  const events = useQuoteEvents(quote, waiting);
  if (!waiting) return null;
  const request = events.data?.filter((e) => e.kind === 'changes_requested').at(-1);
  if (!request?.detail) return null;
  return (
    <Stack gap={4} data-testid="change-request">
      <Text fw={700} size="sm">
        {request.by} asked for changes ({formatDateTime(request.at)})
      </Text>
      <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {request.detail}
      </Blockquote>
    </Stack>
  );
}
