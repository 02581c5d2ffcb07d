import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PAN_SIZES, type PanSize, priceShape } from '../../../common/menu/price-text.ts';
import type { MenuItem } from '../../../common/menu/schema.ts';
import { earliestStartDate } from '../../../common/orders/schedule.ts';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  firstOnWeekday,
  WEEKDAYS,
  type Weekday,
} from '../../../common/recurring-orders.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useMenuCategories, useMenuItems } from '../menu/use-menu.ts';
import { formatDay, useCreateRecurringOrder } from './use-recurring-orders.ts';

type Line = { key: number; menuItemId: string | null; panSize: PanSize | null; quantity: number };
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, menuItemId: null, panSize: 'half', quantity: 1 });

/** The recurring order form: dishes (with pan sizes), schedule, address and start date. */
export function RecurringOrderForm() {
  const items = useMenuItems();
  const categories = useMenuCategories();
  const create = useCreateRecurringOrder();
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [weekday, setWeekday] = useState<Weekday>('friday');
  const [time, setTime] = useState('12:00');
  const [startDate, setStartDate] = useState(() => earliestStartDate(new Date()));
  const [address, setAddress] = useState('');
  const [zip, setZip] = useState('');
  const [phone, setPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const dinnerSlugs = new Set(categories.data?.filter((c) => c.kind === 'dinner').map((c) => c.slug));
  const dishes = (items.data ?? []).filter((i) => i.isActive && !dinnerSlugs.has(i.category));
  const byId = new Map(dishes.map((d) => [String(d.id), d]));
  const hasPans = (item: MenuItem | undefined) =>
    item !== undefined && priceShape(item.prices).kind === 'pans';
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = lines.filter((l) => l.menuItemId);
    if (chosen.length === 0) {
      setErrors({ items: 'Choose at least one item' });
      return;
    }
    setErrors({});
    create.mutate(
      {
        items: chosen.map((l) => ({
          menuItemId: Number(l.menuItemId),
          quantity: l.quantity,
          ...(hasPans(byId.get(l.menuItemId!)) && l.panSize ? { panSize: l.panSize } : {}),
        })),
        frequency,
        weekday,
        time,
        deliveryAddress: address,
        deliveryZip: zip,
        phone,
        startDate,
        ...(notes.trim() ? { notes } : {}),
      },
      {
        onSuccess: (sub) => {
          notifySuccess(
            'Recurring Order Created',
            sub.nextDates[0] ? `Your first delivery is on ${formatDay(sub.nextDates[0])}.` : undefined,
          );
          setLines([newLine()]);
          setNotes('');
        },
        onError: (error) =>
          showSubmitError(error, {
            title: 'Error',
            fallback: 'The recurring order could not be created. Please try again.',
            setErrors,
          }),
      },
    );
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="new-sub"
    >
      <Stack gap="md">
        <Title order={2} fz="xl" id="new-sub">
          New recurring order
        </Title>
        <Stack gap="xs">
          {lines.map((line, index) => {
            const item = line.menuItemId ? byId.get(line.menuItemId) : undefined;
            return (
              <Group key={line.key} gap="xs" align="flex-end" wrap="wrap">
                <Select
                  label={`Dish ${index + 1}`}
                  placeholder="Choose a dish"
                  searchable
                  style={{ flex: '1 1 220px' }}
                  data={dishes.map((d) => ({ value: String(d.id), label: `${d.name} · ${d.price}` }))}
                  value={line.menuItemId}
                  onChange={(value) => setLine(line.key, { menuItemId: value })}
                  error={errors[`items.${index}.menuItemId`] ?? (index === 0 ? errors.items : undefined)}
                  data-path={`items.${index}.menuItemId`}
                />
                {hasPans(item) && (
                  <Select
                    label="Pan size"
                    w={130}
                    allowDeselect={false}
                    data={Object.entries(PAN_SIZES).map(([value, label]) => ({ value, label }))}
                    value={line.panSize}
                    onChange={(value) => setLine(line.key, { panSize: value as PanSize })}
                  />
                )}
                <NumberInput
                  label="Quantity"
                  w={100}
                  min={1}
                  max={1000}
                  value={line.quantity}
                  onChange={(value) => setLine(line.key, { quantity: Number(value) || 1 })}
                  error={errors[`items.${index}.quantity`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={`Remove dish ${index + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => setLines((all) => [...all, newLine()])}
          >
            Add a dish
          </Button>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label="Frequency"
            allowDeselect={false}
            data={FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
            value={frequency}
            onChange={(value) => setFrequency(value as Frequency)}
          />
          <Select
            label="Weekday"
            allowDeselect={false}
            data={WEEKDAYS.map((d) => ({ value: d, label: capitalize(d) }))}
            value={weekday}
            onChange={(value) => setWeekday(value as Weekday)}
          />
          <TextInput
            label="Delivery time"
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            data-path="time"
          />
          <TextInput
            label="Start date"
            type="date"
            required
            min={earliestStartDate(new Date())}
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            error={errors.startDate}
            data-path="startDate"
          />
        </SimpleGrid>
        {/^\d{4}-\d{2}-\d{2}$/.test(startDate) && (
          <Text size="sm" c="dimmed">
            First delivery: {formatDay(firstOnWeekday(startDate, weekday))}. Each delivery is placed as an
            order 7 days ahead.
          </Text>
        )}
        <Textarea
          label="Delivery address"
          required
          autosize
          minRows={2}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          error={errors.deliveryAddress}
          data-path="deliveryAddress"
        />
        <TextInput
          label="Delivery ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="19103"
          description="Each delivery's fee is found by its ZIP code"
          value={zip}
          onChange={(e) => setZip(e.currentTarget.value)}
          error={errors.deliveryZip}
          data-path="deliveryZip"
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          description="We call this number about a delivery"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={errors.phone}
          data-path="phone"
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.notes}
          data-path="notes"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Start recurring order
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
