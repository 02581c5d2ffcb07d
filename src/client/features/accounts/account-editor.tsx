import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountBody, HouseAccount } from '../../../common/accounts/schema.ts';
import { formatCents, fromCents, isMoneyText, toCents } from '../../../common/money.ts';
import { ApiError, api, errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import choice from '../../ui/top-aligned-choice.module.css';
import { accountKeys } from './query-keys.ts';

const TERMS = [
  { value: 'none', label: 'None: pays as usual' },
  { value: 'net15', label: 'Net 15' },
  { value: 'net30', label: 'Net 30' },
];

type Client = { id: number; name: string; company: string | null };

function AccountForm({
  client,
  account,
  onClose,
}: {
  client: Client;
  account: HouseAccount;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<string>(account.terms ?? 'none');
  const [limit, setLimit] = useState(fromCents(account.creditLimitCents));
  const [poRequired, setPoRequired] = useState(account.poRequired);
  const [billingEmail, setBillingEmail] = useState(account.billingEmail ?? '');
  const [companyName, setCompanyName] = useState(account.companyName ?? client.company ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: AccountBody) =>
      api.patch<HouseAccount>(`/api/admin/clients/${client.id}/account`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.client(client.id), saved);
      notifySuccess(
        'Account Saved',
        saved.terms
          ? `${client.name} is on account: ${saved.terms === 'net15' ? 'Net 15' : 'Net 30'}, ${formatCents(saved.creditLimitCents)} of credit${saved.poRequired ? ', PO required' : ''}.`
          : `${client.name} pays as usual: no orders on account.`,
      );
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else setRefusal(errorText(error, 'The account could not be saved. Please try again.'));
    },
  });
  const submit = () => {
    setRefusal(null);
    const text = limit.trim().replace(/,/g, '');
    if (!isMoneyText(text)) return setErrors({ creditLimitCents: 'Enter an amount such as 2500.00' });
    setErrors({});
    save.mutate({
      terms: terms === 'net15' || terms === 'net30' ? terms : null,
      creditLimitCents: toCents(text),
      poRequired,
      billingEmail: billingEmail.trim(),
      companyName: companyName.trim(),
    });
  };
  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Text size="sm" c="dimmed">
        {account.terms
          ? `Unpaid ${formatCents(account.unpaidCents)} · ${formatCents(account.remainingCreditCents)} of credit left`
          : 'Not on account: this client pays as usual. Choose terms to bill their orders to an account.'}
      </Text>
      <Select
        label="Terms"
        data={TERMS}
        value={terms}
        onChange={(v) => setTerms(v ?? 'none')}
        allowDeselect={false}
        error={errors.terms}
      />
      <TextInput
        label="Credit limit ($)"
        inputMode="decimal"
        description="Orders on account stop at this much unpaid"
        value={limit}
        onChange={(e) => setLimit(e.currentTarget.value)}
        error={errors.creditLimitCents}
      />
      <Switch
        label="PO required"
        description="Every order on account needs a purchase-order number"
        checked={poRequired}
        onChange={(e) => setPoRequired(e.currentTarget.checked)}
        // Beside its label, not centred on label and description together.
        classNames={{ body: choice.body, track: choice.switchTrack }}
      />
      <TextInput
        label="Billing email"
        type="email"
        description="Invoices, statements and reminders go here"
        value={billingEmail}
        onChange={(e) => setBillingEmail(e.currentTarget.value)}
        error={errors.billingEmail}
      />
      <TextInput
        label="Company name"
        maxLength={200}
        value={companyName}
        onChange={(e) => setCompanyName(e.currentTarget.value)}
        error={errors.companyName}
      />
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not saved">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save account
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A client's house account (issue 39 §1), as the owner sets it: terms (Net 15, Net 30 or none), the
 * credit limit, whether a PO number is required, the billing email and the company's name.
 */
export function AccountEditor({ client, onClose }: { client: Client; onClose: () => void }) {
  const account = useQuery({
    queryKey: accountKeys.client(client.id),
    queryFn: () => api.get<HouseAccount>(`/api/admin/clients/${client.id}/account`),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Account of ${client.name}`}
      centered
    >
      <QueryState query={account} loadingLabel="Loading the account" errorTitle="Could not load the account">
        {(data) => <AccountForm client={client} account={data} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}
