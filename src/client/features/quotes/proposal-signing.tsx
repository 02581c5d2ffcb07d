import { Alert, Button, Checkbox, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { balanceDueDate, formatDueDate } from '../../../common/payments.ts';
import {
  AGREE_LABEL,
  CHANGE_REQUEST_MESSAGE,
  depositAmount,
  proposalTerms,
  QUOTE_EVENT_LABELS,
  type Quote,
  SIGN_MESSAGE,
  SIGN_NAME_LABEL,
  versionChanges,
} from '../../../common/quotes/schema.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useQuoteEvents, useQuoteVersions, useRequestChanges, useSignQuote } from './use-quotes.ts';

/** "Signed by … on …": the signature that accepted the proposal, on the business's clock. */
export function SignedLine({ quote }: { quote: Quote }) {
  if (!quote.signature) return null;
  const { signerName, signedAt, version } = quote.signature;
  return (
    <Alert color="green" variant="light" icon={<IconSignature size={18} />} mb="md">
      <Text size="sm" fw={600}>
        Signed by {signerName} on {formatDateTime(signedAt)} ET (version {version})
      </Text>
      {quote.status !== 'accepted' && quote.status !== 'completed' && (
        <Text size="sm">A newer version was sent: the signed version stands until it is signed.</Text>
      )}
    </Alert>
  );
}

/**
 * The owner's signature on a sent or viewed proposal: the terms, the typed full name and the
 * agreement, then 'Accept Proposal'; or a change request instead.
 */
export function SignPanel({
  quote,
  onDecline,
  onSign,
}: {
  quote: Quote;
  /** The portal's owner may also decline or ask for changes; the mailed link only signs. */
  onDecline?: () => void;
  /** Signs another way than the owner's (the proposal link, decision 0086). */
  onSign?: (signerName: string) => Promise<unknown>;
}) {
  const offer = useOffer();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [messageProblem, setMessageProblem] = useState<string | null>(null);
  const signQuote = useSignQuote();
  const [linkSigning, setLinkSigning] = useState(false);
  const requestChanges = useRequestChanges();
  const total = quote.totalAmount ?? '0';

  async function submit() {
    const signerName = name.trim();
    if (signerName.length < 2 || signerName.length > 120 || !agreed) {
      setProblem(SIGN_MESSAGE);
      return;
    }
    setProblem(null);
    try {
      if (onSign) {
        setLinkSigning(true);
        await onSign(signerName).finally(() => setLinkSigning(false));
      } else await signQuote.mutateAsync({ id: quote.id, signerName });
      notifySuccess(
        'Proposal Signed',
        `Proposal ${quote.proposalNumber} is accepted. A copy is in your email.`,
      );
    } catch (error) {
      setProblem(errorText(error, 'Could not sign the proposal. Please try again.'));
    }
  }

  async function ask() {
    const text = message.trim();
    if (!text || text.length > 2000) {
      setMessageProblem(CHANGE_REQUEST_MESSAGE);
      return;
    }
    try {
      await requestChanges.mutateAsync({ id: quote.id, message: text });
      notifySuccess('Changes Requested', 'We will send you a new version of the proposal.');
      setAsking(false);
    } catch (error) {
      notifyError('Error', errorText(error, 'Could not send your request. Please try again.'));
    }
  }

  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="Sign the proposal">
      <Title order={3} fz="md" mb="xs">
        Terms
      </Title>
      <List size="sm" spacing={2} mb="sm">
        <List.Item>Deposit: {formatMoney(depositAmount(total))} (50%) confirms your date.</List.Item>
        <List.Item>Balance due: {formatDueDate(balanceDueDate(quote.eventDate))}.</List.Item>
        {proposalTerms(offer)
          .slice(2)
          .map((term) => (
            <List.Item key={term}>{term}</List.Item>
          ))}
      </List>
      {quote.validUntil && (
        <Text size="sm" c="dimmed" mb="sm">
          Open to signature until {formatDateTime(quote.validUntil)} ET.
        </Text>
      )}
      <Stack gap="xs" maw={420}>
        <TextInput
          label={SIGN_NAME_LABEL}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setProblem(null);
          }}
          autoComplete="name"
          maxLength={120}
        />
        <Checkbox
          label={AGREE_LABEL}
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            setProblem(null);
          }}
        />
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Stack gap="xs" style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
          <Button color="sage" onClick={() => void submit()} loading={signQuote.isPending || linkSigning}>
            Accept Proposal
          </Button>
          {onDecline && (
            <>
              <Button variant="default" onClick={() => setAsking((v) => !v)}>
                Request changes
              </Button>
              <Button variant="outline" color="red.9" onClick={onDecline}>
                Decline
              </Button>
            </>
          )}
        </Stack>
        {asking && (
          <Stack gap="xs">
            <Textarea
              label="What should we change?"
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={messageProblem}
              autosize
              minRows={3}
              maxLength={2000}
            />
            <Button
              variant="light"
              onClick={() => void ask()}
              loading={requestChanges.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Send change request
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** What changed from the previous version: lines added, removed, re-priced, and the total. */
export function VersionChanges({ quote }: { quote: Quote }) {
  const versions = useQuoteVersions(quote, quote.version > 1).data;
  if (!versions || versions.length < 2) return null;
  const current = versions.find((v) => v.version === quote.version);
  const previous = [...versions].reverse().find((v) => v.version < quote.version);
  if (!current || !previous) return null;
  const changes = versionChanges(previous, current);
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-label="What changed">
      <Title order={3} fz="md" mb="xs">
        What changed in version {current.version}
      </Title>
      <List size="sm" spacing={2}>
        {changes.map((c) => (
          <List.Item key={`${c.kind}-${c.description}`}>
            {c.kind === 'added' && `Added: ${c.description} (${formatMoney(c.amount)})`}
            {c.kind === 'removed' && `Removed: ${c.description} (${formatMoney(c.amount)})`}
            {c.kind === 'repriced' &&
              `Re-priced: ${c.description}, ${formatMoney(c.before)} → ${formatMoney(c.after)}`}
            {c.kind === 'dish-swapped' && `Dish swapped: ${c.before} → ${c.description}`}
            {c.kind === 'dish-added' && `Dish added: ${c.description}`}
            {c.kind === 'dish-removed' && `Dish removed: ${c.description}`}
          </List.Item>
        ))}
        {previous.guestCount !== current.guestCount && (
          <List.Item>
            Guests: {previous.guestCount} → {current.guestCount}
          </List.Item>
        )}
        <List.Item>
          Total: {formatMoney(previous.totalAmount)} → {formatMoney(current.totalAmount)}
        </List.Item>
      </List>
    </Paper>
  );
}

/** The admin's view of the proposal's history, oldest first (issue 27 §4). */
export function AuditTrail({ quote }: { quote: Quote }) {
  const events = useQuoteEvents(quote).data ?? [];
  if (events.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-label="Audit trail">
      <Title order={3} fz="md" mb="xs">
        Audit trail
      </Title>
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((e, i) => (
          // Events never reorder: their place is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i}>
            <Text size="sm">
              <Text span c="dimmed">
                {formatDateTime(e.at)} ET
              </Text>{' '}
              · {QUOTE_EVENT_LABELS[e.kind]}
              {e.version ? ` (version ${e.version})` : ''} · {e.by}
              {e.detail ? ` · ${e.detail}` : ''}
            </Text>
            {e.ipAddress !== undefined && (
              <Text size="xs" c="dimmed">
                IP {e.ipAddress || 'unknown'} · {e.userAgent || 'unknown browser'}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
