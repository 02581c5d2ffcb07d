import { Alert, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MyAccount } from '../../../common/accounts/schema.ts';
import { formatCents } from '../../../common/money.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { checkoutKeys } from './query-keys.ts';

/** How a client on account pays: billed to the account (with a PO number) or the usual way. */
export type AccountChoice = { billAccount: boolean; poNumber: string };

/** The server's refusals of an on-account order: a missing PO (400) and no credit or an overdue invoice (409). */
export type AccountRefusal = { poNumber?: string; account?: string };

const TERMS_LABELS = { net15: 'Net 15', net30: 'Net 30' } as const;

/** The signed-in client's house account; null for visitors, admins and clients not on account. */
export function useMyAccount(): MyAccount | null {
  const { user } = useSession();
  const account = useQuery({
    queryKey: checkoutKeys.account,
    queryFn: () => api.get<MyAccount>('/api/account'),
    enabled: user?.role === 'client',
    staleTime: 30_000,
  });
  return user?.role === 'client' && account.data?.terms ? account.data : null;
}

/**
 * Issue 39: a client on account is billed: "Bill my account" with a PO number (required when the
 * account says so), and no card is asked. The other choice is the business's usual way to pay.
 */
export function AccountPayment({
  account,
  value,
  onChange,
  refusal,
  otherLabel,
}: {
  account: MyAccount;
  value: AccountChoice;
  onChange: (next: AccountChoice) => void;
  refusal: AccountRefusal;
  /** The usual way ("Pay by card" or "Pay when we call"). */
  otherLabel: string;
}) {
  const terms = account.terms ? TERMS_LABELS[account.terms] : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Payment">
      <Stack gap="md">
        <Title order={2} fz={22}>
          Payment
        </Title>
        <Radio.Group
          aria-label="How you pay"
          value={value.billAccount ? 'account' : 'other'}
          onChange={(next) => onChange({ ...value, billAccount: next === 'account' })}
        >
          <Stack gap="xs">
            {/* The API's field name: a refusal about the account puts the focus here (lib/form-errors.ts). */}
            <Radio
              value="account"
              label="Bill my account"
              data-path="paymentMethod"
              description={`${account.companyName ? `${account.companyName} · ` : ''}${terms}: we invoice when we confirm the order · ${formatCents(account.remainingCreditCents)} of credit left`}
            />
            <Radio value="other" label={otherLabel} />
          </Stack>
        </Radio.Group>
        {value.billAccount && (
          <TextInput
            label="PO number"
            withAsterisk={account.poRequired}
            description={
              account.poRequired
                ? 'Your account needs a purchase-order number on every order'
                : 'Printed on the invoice, if your office uses one'
            }
            maxLength={60}
            data-path="poNumber"
            value={value.poNumber}
            error={refusal.poNumber}
            onChange={(e) => onChange({ ...value, poNumber: e.currentTarget.value })}
          />
        )}
        {value.billAccount && refusal.account && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Your account cannot take this order"
          >
            {refusal.account}
          </Alert>
        )}
        {value.billAccount && (
          <Text size="sm" c="dimmed">
            No card is needed: the invoice goes to your billing email.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
