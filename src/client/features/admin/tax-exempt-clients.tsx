import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClient } from '../../../common/bill/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { adminKeys } from './query-keys.ts';

/** One client's exemption: the certificate on file and its expiry, editable in place. */
function ExemptionRow({ client }: { client: AdminClient }) {
  const queryClient = useQueryClient();
  const [certificateNumber, setCertificate] = useState(client.taxExemption?.certificateNumber ?? '');
  const [expiresOn, setExpiresOn] = useState(client.taxExemption?.expiresOn ?? '');
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
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Clients with a tax-exemption certificate pay no sales tax on new bills until it expires. */
export function TaxExemptClients() {
  const clients = useQuery({
    queryKey: adminKeys.clients,
    queryFn: () => api.get<{ clients: AdminClient[] }>('/api/admin/clients'),
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Tax-exempt clients">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Tax-exempt clients
        </Title>
        <Text size="sm" c="dimmed">
          Offices and non-profits with a Pennsylvania exemption certificate: their new orders and proposals
          have no sales tax and name the certificate. Bills already made keep their tax.
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
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
              {(clients.data?.clients ?? []).map((client) => (
                <ExemptionRow
                  key={`${client.id}:${client.taxExemption?.certificateNumber ?? ''}`}
                  client={client}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
