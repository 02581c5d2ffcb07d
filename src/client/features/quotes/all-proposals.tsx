import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '../../../common/quotes/schema.ts';
import { quoteStatusLabel } from '../../../common/quotes/text.ts';
import { ProposalCard } from './proposal-card.tsx';
import type { ProposalActions } from './use-proposal-actions.tsx';
import { useQuoteList } from './use-quotes.ts';

const PAGE_SIZE = 12;

/** ?status= of the list: a known status, else all (an old or mistyped link shows every proposal). */
function statusFilter(value: string | null): QuoteStatus | 'all' {
  return QUOTE_STATUSES.find((status) => status === value) ?? 'all';
}

/**
 * All Proposals: a status filter, a search and the proposal cards, a page at a time from the server
 * (decision 0112), so a business's years of proposals are never loaded at once and the search finds
 * every one. The filter lives in the address (?status=sent), so the dashboard's numbers link to their
 * own list and a reload keeps it.
 */
export function AllProposals({
  actions,
  onDetails,
  onEdit,
}: {
  actions: ProposalActions;
  onDetails: (quote: Quote) => void;
  onEdit: (quote: Quote) => void;
}) {
  const [params, setParams] = useSearchParams();
  const status = statusFilter(params.get('status'));
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  // The page belongs to one filter and search: another (typed, or from a link) starts on page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${status}|${q}`;
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
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
  const list = useQuoteList(
    { page, pageSize: PAGE_SIZE, q, status: status === 'all' ? undefined : status },
    { fresh: true },
  );
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = list.data?.quotes ?? [];

  return (
    <>
      <Group justify="space-between" mb="md" align="flex-end">
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }}>
          <NativeSelect
            label="Status"
            w={{ base: '100%', sm: 200 }}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
            data={[
              { value: 'all', label: 'All' },
              ...QUOTE_STATUSES.map((s) => ({ value: s, label: quoteStatusLabel(s) })),
            ]}
          />
          <TextInput
            label="Search"
            w={{ base: '100%', sm: 260 }}
            placeholder="Client, email, venue or number"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.data ? `${total} proposal${total === 1 ? '' : 's'}` : 'Loading proposals…'}
        </Text>
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title="Could not load proposals">
          <Group justify="space-between">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="white" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text c="dimmed">
            {q
              ? `No proposals match “${q}”.`
              : status === 'all'
                ? 'No proposals yet.'
                : `No ${quoteStatusLabel(status).toLowerCase()} proposals.`}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} opacity={list.isPlaceholderData ? 0.6 : 1}>
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
