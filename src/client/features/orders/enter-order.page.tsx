import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Fulfilment } from '../../../common/bill/types.ts';
import { PAN_SIZES, type PanSize } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import type { ClientMatch, PhoneOrderBody } from '../../../common/orders/phone-orders.ts';
import type { PlacedOrder } from '../../../common/orders/schema.ts';
import { timeWindowLabel } from '../../../common/orders/time-windows.ts';
import { ApiError, api, errorText } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { useMenuCategories, useMenuItems } from '../menu/use-menu.ts';
import { type Caller, CallerFields, callerErrors, RunningBill } from './enter-order-parts.tsx';
import { orderKeys } from './query-keys.ts';

type Line = { key: string; item: MenuItem; panSize: PanSize | undefined; quantity: number };

const hasPans = (item: MenuItem) => item.prices.halfPanCents !== null || item.prices.fullPanCents !== null;
const clientLabel = (c: ClientMatch) =>
  [c.fullName || c.username, c.email, c.phone].filter(Boolean).join(' · ');

/** Clients whose name, email or phone holds what the admin typed (GET /api/admin/clients/search). */
function useClientSearch(text: string) {
  const [search] = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: orderKeys.clientSearch(search),
    queryFn: () => api.get<ClientMatch[]>(`/api/admin/clients/search?search=${encodeURIComponent(search)}`),
    enabled: search.length >= 2,
  });
}

/** The back office's "Enter order": an order taken by phone, priced by the server like checkout. */
export function EnterOrderPage() {
  const offer = useOffer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const menu = useMenuItems();
  const categories = useMenuCategories();
  const [who, setWho] = useState<'client' | 'caller'>('client');
  const [searchText, setSearchText] = useState('');
  const [client, setClient] = useState<ClientMatch | null>(null);
  const [caller, setCaller] = useState<Caller>({ firstName: '', lastName: '', email: '', phone: '' });
  const [lines, setLines] = useState<Line[]>([]);
  const [dishId, setDishId] = useState<string | null>(null);
  const [fulfilment, setFulfilment] = useState<Fulfilment>(offer.delivery.pickup ? 'pickup' : 'delivery');
  const [deliveryZip, setDeliveryZip] = useState('');
  const [deliveryAddress, setDeliveryAddress] = useState('');
  const [timeWindow, setTimeWindow] = useState<string | null>(offer.delivery.windows[0] ?? null);
  const [eventDate, setEventDate] = useState('');
  const [notes, setNotes] = useState('');
  const [sendConfirmation, setSendConfirmation] = useState(true);
  // Each refusal is shown at its field (keyed as the server names it), never as a toast with a path.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const matches = useClientSearch(searchText);

  const dinnerKinds = new Set((categories.data ?? []).filter((c) => c.kind === 'dinner').map((c) => c.slug));
  const dishes = (menu.data ?? []).filter((i) => i.isActive && !dinnerKinds.has(i.category));
  const addDish = (id: string | null) => {
    const item = dishes.find((d) => String(d.id) === id);
    if (!item) return;
    const panSize: PanSize | undefined = hasPans(item)
      ? item.prices.halfPanCents !== null
        ? 'half'
        : 'full'
      : undefined;
    setLines((all) => [
      ...all,
      { key: `${item.id}-${Date.now()}`, item, panSize, quantity: Math.max(1, item.minOrder) },
    ]);
    setDishId(null);
  };
  const change = (key: string, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = useMutation({
    mutationFn: (body: PhoneOrderBody) => api.post<PlacedOrder>('/api/admin/orders', body),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      notifySuccess(
        'Order Entered',
        `${order.orderNumber} for ${order.customerName}${mailsCustomer && order.email ? ` · confirmation sent to ${order.email}` : ''}.`,
      );
      navigate(`/orders?order=${order.id}`);
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.fieldErrors : {}),
  });

  const customer = who === 'client' ? (client ? { clientId: client.id } : null) : caller;
  const ready = customer !== null && lines.length > 0 && eventDate !== '';
  // A caller without an email gets no mail, whatever the box says.
  const mailsCustomer = sendConfirmation && (who === 'client' || caller.email.trim() !== '');
  const onSubmit = () => {
    if (!customer) return;
    const found = who === 'caller' ? callerErrors(caller) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate({
      customer,
      items: lines.map((l) => ({
        menuItemId: l.item.id,
        quantity: l.quantity,
        ...(l.panSize ? { panSize: l.panSize } : {}),
      })),
      fulfilment,
      ...(fulfilment === 'delivery' ? { deliveryZip, deliveryAddress } : {}),
      ...(timeWindow ? { timeWindow } : {}),
      eventDate,
      ...(notes.trim() ? { notes } : {}),
      sendConfirmation: mailsCustomer,
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Enter order
        </Title>
        <Text c="dimmed">An order taken by phone. We price it from today’s menu, as checkout does.</Text>
      </div>

      <Paper withBorder radius="lg" p="md" component="section" aria-label="Customer">
        <Stack gap="sm">
          <Text fw={700}>Customer</Text>
          <SegmentedControl
            value={who}
            onChange={(v) => setWho(v as 'client' | 'caller')}
            data={[
              { value: 'client', label: 'A client' },
              { value: 'caller', label: 'A new caller' },
            ]}
          />
          {who === 'client' ? (
            client ? (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{clientLabel(client)}</Text>
                <Button size="xs" variant="subtle" onClick={() => setClient(null)}>
                  Change
                </Button>
              </Group>
            ) : (
              <Stack gap={4}>
                <TextInput
                  label="Find the client"
                  description="Name, email or phone"
                  error={errors.customer}
                  value={searchText}
                  onChange={(e) => setSearchText(e.currentTarget.value)}
                />
                {matches.data?.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No client matches. Enter them as a new caller.
                  </Text>
                )}
                <Stack gap={2} role="list" aria-label="Matching clients">
                  {matches.data?.map((c) => (
                    <UnstyledButton
                      key={c.id}
                      role="listitem"
                      onClick={() => setClient(c)}
                      p={6}
                      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
                    >
                      <Text size="sm">{clientLabel(c)}</Text>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Stack>
            )
          ) : (
            <CallerFields
              caller={caller}
              errors={errors}
              onChange={(next) => {
                setCaller(next);
                // A field the owner corrects is no longer marked.
                setErrors(({ ...rest }) => {
                  for (const key of Object.keys(next) as (keyof Caller)[]) {
                    if (next[key] !== caller[key]) delete rest[`customer.${key}`];
                  }
                  return rest;
                });
              }}
            />
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="md" component="section" aria-label="Dishes">
        <Stack gap="sm">
          <Text fw={700}>Dishes</Text>
          <Select
            label="Add a dish"
            placeholder="Type a dish name"
            searchable
            value={dishId}
            onChange={addDish}
            data={dishes.map((d) => ({ value: String(d.id), label: `${d.name} · ${d.price}` }))}
          />
          {lines.map((l) => (
            <Group key={l.key} gap="xs" wrap="wrap" align="flex-end">
              <Text size="sm" fw={600} miw={160} style={{ flex: 1 }}>
                {l.item.name}
              </Text>
              {hasPans(l.item) && (
                <Select
                  aria-label={`Pan size of ${l.item.name}`}
                  w={130}
                  allowDeselect={false}
                  value={l.panSize ?? null}
                  onChange={(v) => change(l.key, { panSize: (v as PanSize) ?? undefined })}
                  data={(['half', 'full'] as const)
                    .filter((p) => l.item.prices[p === 'half' ? 'halfPanCents' : 'fullPanCents'] !== null)
                    .map((p) => ({ value: p, label: PAN_SIZES[p] }))}
                />
              )}
              <NumberInput
                aria-label={`Quantity of ${l.item.name}`}
                w={90}
                min={1}
                max={1000}
                allowDecimal={false}
                value={l.quantity}
                onChange={(v) => change(l.key, { quantity: Number(v) || 1 })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${l.item.name}`}
                onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="md" component="section" aria-label="When and how">
        <Stack gap="sm">
          <Text fw={700}>When and how</Text>
          <SegmentedControl
            value={fulfilment}
            onChange={(v) => setFulfilment(v as Fulfilment)}
            data={[
              { value: 'pickup', label: 'Pickup', disabled: !offer.delivery.pickup },
              { value: 'delivery', label: 'Delivery' },
            ]}
          />
          {fulfilment === 'delivery' && (
            <Group grow wrap="wrap" align="flex-start">
              <TextInput
                label="Delivery ZIP"
                miw={120}
                error={errors.deliveryZip}
                value={deliveryZip}
                onChange={(e) => setDeliveryZip(e.currentTarget.value)}
              />
              <TextInput
                label="Delivery address"
                withAsterisk
                miw={220}
                error={errors.deliveryAddress}
                value={deliveryAddress}
                onChange={(e) => setDeliveryAddress(e.currentTarget.value)}
              />
            </Group>
          )}
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Event date"
              type="date"
              withAsterisk
              miw={160}
              error={errors.eventDate}
              value={eventDate}
              onChange={(e) => setEventDate(e.currentTarget.value)}
            />
            {offer.delivery.windows.length > 0 && (
              <Select
                label="Time window"
                miw={220}
                error={errors.timeWindow}
                allowDeselect={false}
                value={timeWindow}
                onChange={setTimeWindow}
                data={offer.delivery.windows.map((w) => ({ value: w, label: timeWindowLabel(w) }))}
              />
            )}
          </Group>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Checkbox
            label="Email the customer the confirmation with the tracking link"
            description={
              mailsCustomer || who === 'client' ? undefined : 'The caller gave no email: no mail is sent.'
            }
            disabled={who === 'caller' && caller.email.trim() === ''}
            checked={mailsCustomer}
            onChange={(e) => setSendConfirmation(e.currentTarget.checked)}
          />
        </Stack>
      </Paper>

      <RunningBill
        items={lines.map((l) => ({
          menuItemId: l.item.id,
          quantity: l.quantity,
          ...(l.panSize ? { panSize: l.panSize } : {}),
        }))}
        fulfilment={fulfilment}
        deliveryZip={deliveryZip}
      />

      {submit.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="The order was not entered">
          {Object.keys(errors).length > 0
            ? 'Correct the fields marked above.'
            : errorText(submit.error, 'Check the order and try again.')}
        </Alert>
      )}
      {/* On the left: a toast (bottom right on wide screens) never lands on it. */}
      <Group justify="flex-start">
        <Button size="md" disabled={!ready} loading={submit.isPending} onClick={onSubmit}>
          Enter order
        </Button>
      </Group>
    </Stack>
  );
}
