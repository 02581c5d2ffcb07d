import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatMoney, fromCents, isMoneyText, toCents } from '../../../common/money.ts';
import { findPackage, guestRange } from '../../../common/offer/text.ts';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
  MENU_PACKAGES,
  type MenuPackage,
  packageLabel,
  proposalNumber,
  type Quote,
  type UpdateQuoteBody,
} from '../../../common/quotes/schema.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { DishPicker } from './dish-picker.tsx';
import { localInputToIso, toLocalInputValue } from './quote-fields.tsx';
import { ReviseAside } from './revise-aside.tsx';
import { useReviseQuote } from './use-quotes.ts';

type Line = { key: number; description: string; quantity: number | string; unitPrice: number | string };
let nextKey = 1;
const line = (l: Partial<Line> = {}): Line => ({
  key: nextKey++,
  description: '',
  quantity: 1,
  unitPrice: '',
  ...l,
});

/** The preview's cents of a typed amount, digit by digit; text that is not an amount yet counts 0. */
const cents = (value: number | string) => {
  const text = String(value).trim();
  return isMoneyText(text) ? toCents(text) : 0;
};

/** Admins price a request or revise a proposal, then send it: the client is mailed the new total. */
export function ProposalEditor({ quote, onClose }: { quote: Quote | null; onClose: () => void }) {
  const revise = useReviseQuote();
  const offer = useOffer();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [form, setForm] = useState({
    eventType: '',
    eventDate: '',
    guestCount: '' as number | string,
    venue: '',
    menuPackage: '',
    notes: '',
  });
  const [dishes, setDishes] = useState<number[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [total, setTotal] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!quote) return;
    setForm({
      eventType: quote.eventType,
      eventDate: quote.eventDate ? toLocalInputValue(new Date(quote.eventDate)) : '',
      guestCount: quote.guestCount,
      venue: quote.venue ?? '',
      menuPackage: quote.menuPackage,
      notes: quote.notes ?? '',
    });
    setDishes(quote.dishes.map((d) => d.id));
    setLines(quote.lineItems.map((item) => line(item)));
    setTotal(quote.totalAmount ?? '');
    setErrors({});
  }, [quote]);

  if (!quote) return null;
  const lineSum = lines.reduce((sum, l) => sum + (Number(l.quantity) || 0) * cents(l.unitPrice), 0);
  const usesLines = lines.length > 0;
  // The chosen package's own range: NumberInput clamps to it on blur, so a fixed 50 turned a 20-guest
  // per-event quote into 50, which the server then refused for that package.
  const guests = guestRange(offer, form.menuPackage);
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  /** The revision as the form holds it: what Send Proposal sends, and what the margin is drafted on. */
  const draft: UpdateQuoteBody = {
    eventType: form.eventType as EventType,
    eventDate: localInputToIso(form.eventDate),
    guestCount: Number(form.guestCount),
    venue: form.venue || null,
    menuPackage: form.menuPackage as MenuPackage,
    notes: form.notes || null,
    // A custom menu has no dishes (its notes describe it).
    dishes: findPackage(offer, form.menuPackage) ? dishes : [],
    lineItems: lines.map((l) => ({
      description: l.description,
      quantity: Number(l.quantity),
      unitPrice: l.unitPrice === '' ? '' : fromCents(cents(l.unitPrice)),
    })),
    ...(usesLines || total === '' ? {} : { totalAmount: fromCents(cents(total)) }),
  };

  async function send() {
    if (!quote) return;
    try {
      await revise.mutateAsync({ id: quote.id, body: draft });
      notifySuccess('Proposal Sent', `${proposalNumber(quote)} was sent to ${quote.clientName}.`);
      onClose();
    } catch (error) {
      showSubmitError(error, {
        title: 'Error',
        fallback: 'Could not send the proposal. Please try again.',
        setErrors: setErrors,
      });
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Price and send ${proposalNumber(quote)}`}
      size="80rem"
      fullScreen={isPhone}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <ReviseAside
            quote={quote}
            menuPackage={form.menuPackage}
            guestCount={Number(form.guestCount) || 0}
            dishes={findPackage(offer, form.menuPackage) ? dishes : []}
            subtotalCents={usesLines ? lineSum : total === '' ? null : cents(total)}
            draft={draft}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack>
            <Text size="sm" c="dimmed">
              For {quote.clientName} ({quote.clientEmail}). Sending marks the proposal as sent and emails the
              client.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Event type"
                data={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
                value={form.eventType}
                allowDeselect={false}
                onChange={(v) => v && setForm({ ...form, eventType: v })}
              />
              <TextInput
                type="datetime-local"
                label="Event date & time"
                value={form.eventDate}
                error={errors.eventDate}
                onChange={(e) => setForm({ ...form, eventDate: e.currentTarget.value })}
              />
              <NumberInput
                label="Guests"
                description={
                  guests.max ? `${guests.min} to ${guests.max} for this package` : `At least ${guests.min}`
                }
                // Under the field, so the input stays level with the catering option beside it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                min={guests.min}
                max={guests.max ?? undefined}
                allowDecimal={false}
                value={form.guestCount}
                error={errors.guestCount}
                onChange={(v) => setForm({ ...form, guestCount: v })}
              />
              <Select
                label="Catering option"
                data={MENU_PACKAGES.map((p) => ({ value: p, label: packageLabel(p, offer) }))}
                value={form.menuPackage}
                allowDeselect={false}
                onChange={(v) => v && setForm({ ...form, menuPackage: v })}
              />
            </SimpleGrid>
            <TextInput
              label="Venue"
              value={form.venue}
              onChange={(e) => setForm({ ...form, venue: e.currentTarget.value })}
            />
            <Textarea
              label="Notes"
              autosize
              minRows={2}
              value={form.notes}
              onChange={(e) => setForm({ ...form, notes: e.currentTarget.value })}
            />

            <DishPicker
              title="Dishes"
              offer={offer}
              menuPackage={form.menuPackage}
              value={dishes}
              onChange={setDishes}
              error={errors.dishes}
            />

            <Text fw={700}>Line items</Text>
            {lines.map((l, index) => (
              <Group key={l.key} align="flex-end" gap="xs" wrap={isPhone ? 'wrap' : 'nowrap'}>
                <TextInput
                  label={`Item ${index + 1} description`}
                  style={{ flex: 1, minWidth: 180 }}
                  value={l.description}
                  error={errors[`lineItems.${index}.description`]}
                  onChange={(e) => setLine(l.key, { description: e.currentTarget.value })}
                />
                <NumberInput
                  label="Qty"
                  w={90}
                  min={1}
                  allowDecimal={false}
                  value={l.quantity}
                  onChange={(v) => setLine(l.key, { quantity: v })}
                />
                <NumberInput
                  label="Unit price"
                  w={120}
                  min={0}
                  decimalScale={2}
                  prefix="$"
                  value={l.unitPrice}
                  onChange={(v) => setLine(l.key, { unitPrice: v })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => setLines(lines.filter((x) => x.key !== l.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setLines([...lines, line()])}
              >
                Add line item
              </Button>
            </Group>
            {usesLines ? (
              <Text fw={700}>Lines total: {formatMoney(fromCents(lineSum))}</Text>
            ) : (
              <NumberInput
                label="Total amount"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                prefix="$"
                thousandSeparator=","
                value={total}
                error={errors.totalAmount}
                onChange={setTotal}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                onClick={() => void send()}
                loading={revise.isPending}
                disabled={!usesLines && total === ''}
              >
                Send Proposal
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
