import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { telHref } from '../../../common/offer/text.ts';
import { type GuestCountPreview, signedVersionLabel } from '../../../common/quotes/guest-count.ts';
import { type Quote, quoteBillRows } from '../../../common/quotes/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { useBusiness } from '../../lib/use-business.ts';
import { quoteKeys } from './query-keys.ts';
import { useQuoteEvents, useQuoteVersions } from './use-quotes.ts';

/**
 * The client's final guest count on an accepted proposal (issue 34 §3): until the due date they try a
 * count, see the whole new bill (the preview endpoint, nothing saved) and confirm it; afterwards the
 * panel says when it closed and whom to call.
 */
export function GuestCountPanel({ quote }: { quote: Quote }) {
  const business = useBusiness();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | string>(quote.guestCount);
  const [preview, setPreview] = useState<GuestCountPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (quote.status !== 'accepted') return null;
  const due = quote.finalCountDueDate;
  const closed = due !== null && businessClock(new Date()).date > due;
  const dueText = due ? formatCalendarDate(due, { dateStyle: 'medium' }) : null;

  if (closed)
    return (
      <Text mb="md" role="status">
        The guest count closed on {dueText}. To change it, call us at{' '}
        <Anchor href={telHref(business.phone)}>{business.phone}</Anchor>.
      </Text>
    );

  const path = `/api/quotes/${quote.id}/guest-count`;
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(errorText(e, 'Could not change the guest count.'));
    } finally {
      setBusy(false);
    }
  };
  const showBill = () =>
    run(async () => {
      setPreview(await api.post<GuestCountPreview>(`${path}/preview`, { guestCount: Number(count) }));
    });
  const confirm = () =>
    run(async () => {
      await api.patch<Quote>(path, { guestCount: Number(count) });
      setPreview(null);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    });

  if (!open)
    return (
      <Group mb="md" gap="sm">
        <Button variant="light" onClick={() => setOpen(true)}>
          Change guest count
        </Button>
        {dueText && (
          <Text size="sm" c="dimmed">
            Final count due {dueText}
          </Text>
        )}
      </Group>
    );

  return (
    <Paper withBorder p="md" mb="md" radius="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Change guest count
        </Title>
        <NumberInput
          label="Guests"
          min={1}
          allowDecimal={false}
          value={count}
          onChange={(v) => {
            setCount(v);
            setPreview(null);
          }}
          description={dueText ? `You can change it until ${dueText}.` : undefined}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {preview && (
          <div aria-label="New bill">
            <Text fw={600}>
              {preview.previousGuestCount} → {preview.guestCount} guests
            </Text>
            {quoteBillRows({ ...quote, bill: preview.bill }).map((row) => (
              <Text key={row.label} size="sm">
                {row.label}: {row.text}
              </Text>
            ))}
            <Text fw={700}>New total: {formatMoney(preview.totalAmount ?? '0')}</Text>
            <Text size="sm">Paid so far: {formatMoney(preview.amountPaid)}</Text>
            <Text fw={700}>New balance: {formatMoney(preview.balanceDue ?? '0')}</Text>
            {preview.needsNewSignature && (
              <Text size="sm" c="orange.9">
                This raises your signed total by more than we agreed: you will be asked to sign the new
                version.
              </Text>
            )}
          </div>
        )}
        <Group gap="sm">
          {preview ? (
            <Button loading={busy} onClick={() => void confirm()}>
              Confirm {preview.guestCount} guests
            </Button>
          ) : (
            <Button loading={busy} disabled={!count} onClick={() => void showBill()}>
              Show the new bill
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              setPreview(null);
              setError(null);
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * After a count change on a signed proposal: the version signed and what it came to, then each change
 * as an addendum, the same lines as the PDF and the audit trail.
 */
export function CountAddenda({ quote }: { quote: Quote }) {
  const signature = quote.signature;
  const changed = signature !== null && signature.version !== quote.version;
  const versions = useQuoteVersions(quote, changed).data;
  const events = useQuoteEvents(quote, changed).data;
  if (!signature || !changed || !versions || !events) return null;
  const signedTotal = versions.find((v) => v.version === signature.version)?.totalAmount ?? null;
  const addenda = events.filter(
    (e) => e.kind === 'count_changed' && e.version !== null && e.version > signature.version && e.detail,
  );
  if (addenda.length === 0) return null;
  return (
    <Stack gap={2} mb="md" aria-label="Addenda">
      <Text size="sm" fw={600}>
        {signedVersionLabel(signature.version, signedTotal)}
      </Text>
      {addenda.map((e) => (
        <Text key={`${e.version}-${e.at}`} size="sm">
          Addendum: {e.detail}
        </Text>
      ))}
    </Stack>
  );
}
