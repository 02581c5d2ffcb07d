import { Group, NativeSelect, Pagination, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '../../../common/quotes/schema.ts';
import { quoteStatusLabel } from '../../../common/quotes/text.ts';
import { ProposalCard } from './proposal-card.tsx';
import type { ProposalActions } from './use-proposal-actions.tsx';

const PAGE_SIZE = 12;

/** ?status= of the list: a known status, else all (an old or mistyped link shows every proposal). */
function statusFilter(value: string | null): QuoteStatus | 'all' {
  return QUOTE_STATUSES.find((status) => status === value) ?? 'all';
}

/**
 * All Proposals: a status filter and the proposal cards, a page at a time. The filter lives in the
 * address (?status=sent), so the dashboard's numbers link to their own list and a reload keeps it.
 */
export function AllProposals({
  quotes,
  loading,
  actions,
  onDetails,
  onEdit,
}: {
  quotes: readonly Quote[];
  loading: boolean;
  actions: ProposalActions;
  onDetails: (quote: Quote) => void;
  onEdit: (quote: Quote) => void;
}) {
  const [params, setParams] = useSearchParams();
  const status = statusFilter(params.get('status'));
  // The page belongs to one filter: another filter (typed, or from a link) starts on page 1.
  const [paging, setPaging] = useState({ status, page: 1 });
  const page = paging.status === status ? paging.page : 1;
  const setPage = (next: number) => setPaging({ status, page: next });
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (statusFilter(next) === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  const filtered = status === 'all' ? quotes : quotes.filter((q) => q.status === status);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const shown = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <Group justify="space-between" mb="md" align="flex-end">
        <NativeSelect
          label="Status"
          w={200}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
          data={[
            { value: 'all', label: 'All' },
            ...QUOTE_STATUSES.map((s) => ({ value: s, label: quoteStatusLabel(s) })),
          ]}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {filtered.length} proposal{filtered.length === 1 ? '' : 's'}
        </Text>
      </Group>
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text c="dimmed">
            {status === 'all'
              ? 'No proposals yet.'
              : `No ${quoteStatusLabel(status).toLowerCase()} proposals.`}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((quote) => (
            <ProposalCard
              key={quote.id}
              quote={quote}
              actions={actions}
              onDetails={onDetails}
              onEdit={onEdit}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}
