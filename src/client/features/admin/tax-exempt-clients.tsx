import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClient, AdminClientList } from '../../../common/bill/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { AccountEditor } from '../accounts/account-editor.tsx';
import { adminKeys } from './query-keys.ts';

/** One client's exemption: the certificate on file and its expiry, editable in place. */
function ExemptionRow({ client }: { client: AdminClient }) {
  const queryClient = useQueryClient();
  const [certificateNumber, setCertificate] = useState(client.taxExemption?.certificateNumber ?? '');
  const [expiresOn, setExpiresOn] = useState(client.taxExemption?.expiresOn ?? '');
  const [accountOpen, setAccountOpen] = useState(false);
  const save = useMutation({
    mutationFn: (body: { certificateNumber: string; expiresOn: string } | null) =>
      api.patch<AdminClient>(`/api/admin/clients/${client.id}/tax-exempt`, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.clients });
      notifySuccess(
        'Tax Exemption Saved',
        saved.taxExemption
          ? `New bills of ${saved.fullName ?? saved.username} have no sales tax until ${saved.taxExemption.expiresOn}.`
          : `New bills of ${saved.fullName ?? saved.username} are taxed again.`,
      );
    },
    onError: (error) => notifyError('Not Saved', errorText(error, 'The exemption could not be saved.')),
  });
  const name = client.fullName ?? client.username;
  const status = client.taxExemption ? (client.taxExemption.isActive ? 'Exempt' : 'Expired') : 'Taxed';
  return (
    <Table.Tr>
      <Table.Td data-label="Client">
        <Text fw={600}>{name}</Text>
        <Text size="xs" c="dimmed">
          {client.email}
          {client.company ? ` · ${client.company}` : ''}
        </Text>
      </Table.Td>
      <Table.Td data-label="Status">
        <Badge
          color={status === 'Exempt' ? 'sage' : status === 'Expired' ? 'orange' : 'gray'}
          variant="light"
        >
          {status}
        </Badge>
      </Table.Td>
      <Table.Td data-label="Certificate">
        <TextInput
          aria-label={`Exemption certificate of ${name}`}
          value={certificateNumber}
          onChange={(e) => setCertificate(e.currentTarget.value)}
          placeholder="Certificate number"
        />
      </Table.Td>
      <Table.Td data-label="Expires">
        <TextInput
          type="date"
          aria-label={`Certificate expiry of ${name}`}
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            loading={save.isPending}
            disabled={!certificateNumber.trim() || !expiresOn}
            onClick={() => save.mutate({ certificateNumber: certificateNumber.trim(), expiresOn })}
          >
            Mark exempt
          </Button>
          {client.taxExemption && (
            <Button size="xs" variant="subtle" color="red" onClick={() => save.mutate(null)}>
              Clear
            </Button>
          )}
          {/* Issue 39: the client's house account (net terms, credit, PO numbers) beside their tax. */}
          <Button
            size="xs"
            variant="default"
            aria-label={`Account of ${name}`}
            onClick={() => setAccountOpen(true)}
          >
            Account
          </Button>
        </Group>
        {accountOpen && (
          <AccountEditor
            client={{ id: client.id, name, company: client.company ?? null }}
            onClose={() => setAccountOpen(false)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const PAGE_SIZE = 20;

/**
 * Clients with a tax-exemption certificate pay no sales tax on new bills until it expires. The clients
 * come a page at a time, those with a certificate first, and the search asks the server (decision
 * 0112): a business's thousands of accounts are never loaded at once, and every one can be found.
 */
export function TaxExemptClients() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const clients = useInfiniteQuery({
    queryKey: adminKeys.clientSearch(q),
    queryFn: ({ pageParam }) =>
      api.get<AdminClientList>(
        `/api/admin/clients?${new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE), ...(q ? { q } : {}) })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const rows = clients.data?.pages.flatMap((page) => page.clients) ?? [];
  const total = clients.data?.pages[0]?.total ?? 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Tax-exempt clients">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Tax-exempt clients
        </Title>
        <Text size="sm" c="dimmed">
          Offices and non-profits with a Pennsylvania exemption certificate: their new orders and proposals
          have no sales tax and name the certificate. Bills already made keep their tax. An office that pays
          by invoice goes on account (net terms, credit limit, PO numbers) with its Account button.
        </Text>
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Find a client"
            placeholder="Name, username, email or company"
            w={{ base: '100%', sm: 320 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {clients.data ? `${rows.length} of ${total} client${total === 1 ? '' : 's'}` : 'Loading clients…'}
          </Text>
        </Group>
        {clients.isError ? (
          <Alert color="red" icon={<IconAlertTriangle />} title="Could not load the clients">
            <Group justify="space-between">
              <Text size="sm">Please check your connection and try again.</Text>
              <Button size="xs" variant="white" onClick={() => void clients.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : clients.isPending ? (
          <Stack gap="xs" aria-label="Loading clients">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={44} radius="md" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {q ? `No client matches “${q}”.` : 'No client accounts yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" opacity={clients.isPlaceholderData ? 0.6 : 1}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Certificate</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((client) => (
                  <ExemptionRow
                    key={`${client.id}:${client.taxExemption?.certificateNumber ?? ''}`}
                    client={client}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {clients.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              loading={clients.isFetchingNextPage}
              onClick={() => void clients.fetchNextPage()}
            >
              Load more
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
