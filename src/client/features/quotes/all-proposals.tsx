import { Group, NativeSelect, Pagination, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { QUOTE_STATUSES, type Quote } from '../../../common/quotes.ts';
import { ProposalCard } from './proposal-card.tsx';
import type { ProposalActions } from './use-proposal-actions.tsx';
import { statusLabel } from './use-quotes.ts';

const PAGE_SIZE = 12;

/** All Proposals: a status filter and the proposal cards, a page at a time. */
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
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
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
          onChange={(event) => {
            setStatus(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            ...QUOTE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
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
            {status === 'all' ? 'No proposals yet.' : `No ${statusLabel(status).toLowerCase()} proposals.`}
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
