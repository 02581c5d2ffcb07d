import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  type DateRange,
  dateRange,
  NO_ORDER_FILTERS,
  type OrderFilters,
  rangeOf,
} from '../../../common/orders/list-filters.ts';
import { ORDER_STATUSES, type OrderStatus, STATUS_LABELS } from '../../../common/orders/schema.ts';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** The filters a link carries (/orders?paid=false&from=…): a value the list does not know is left out. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE_SHAPE.test(value) ? value : null;
  };
  return {
    q: params.get('q')?.slice(0, 100) ?? '',
    from: date('from'),
    to: date('to'),
    status: pick<OrderStatus>(params.get('status'), ORDER_STATUSES),
    fulfilment: pick(params.get('fulfilment'), ['delivery', 'pickup'] as const),
    paid: pick(params.get('paid'), ['true', 'false'] as const),
  };
}

/** The filters as the page's query string (the opened order and empty filters left out). */
export function filtersToParams(filters: OrderFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.q.trim()) out.q = filters.q.trim();
  for (const key of ['from', 'to', 'status', 'fulfilment', 'paid'] as const) {
    const value = filters[key];
    if (value) out[key] = value;
  }
  return out;
}

export type OrdersView = 'cards' | 'table';

/**
 * The owner's search and filters above the orders list: number, name, email or phone; when (a named
 * range or typed dates); status; delivery or pickup; paid or unpaid. And the cards/table switch.
 */
export function OrderFiltersBar({
  filters,
  onChange,
  view,
  onView,
}: {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
  view: OrdersView;
  onView: (view: OrdersView) => void;
}) {
  const [typed, setTyped] = useState(filters.q);
  const [debounced] = useDebouncedValue(typed, 300);
  // The typed search reaches the list once the owner pauses; a link's search fills the box. While the
  // owner is leaving (a sidebar link's page still loading), the late write would be a navigation back
  // to /orders that cancels theirs: the search is dropped instead.
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle';
  useEffect(() => {
    if (leaving) return;
    if (debounced.trim() !== filters.q.trim()) onChange({ ...filters, q: debounced });
  }, [debounced, filters, onChange, leaving]);
  const named = rangeOf(filters, new Date());
  const [custom, setCustom] = useState(!named && (filters.from !== null || filters.to !== null));
  const when = custom ? 'custom' : (named ?? 'any');
  const setWhen = (value: string | null) => {
    if (value === 'custom') return setCustom(true);
    setCustom(false);
    const range =
      value && value !== 'any' ? dateRange(value as DateRange, new Date()) : { from: null, to: null };
    onChange({ ...filters, ...range });
  };
  const anyFilter = JSON.stringify({ ...filters, q: filters.q.trim() }) !== JSON.stringify(NO_ORDER_FILTERS);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Number, name, email or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        w={{ base: '100%', sm: 260 }}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Select
        label="When"
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
        allowDeselect={false}
        value={when}
        onChange={setWhen}
        data={[
          { value: 'any', label: 'Any time' },
          ...DATE_RANGES.map((r) => ({ value: r, label: DATE_RANGE_LABELS[r] })),
          { value: 'custom', label: 'Dates…' },
        ]}
      />
      {when === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            w={{ base: 'calc(50% - 6px)', sm: 160 }}
            value={filters.from ?? ''}
            onChange={(event) => onChange({ ...filters, from: event.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label="To"
            w={{ base: 'calc(50% - 6px)', sm: 160 }}
            value={filters.to ?? ''}
            error={filters.from && filters.to && filters.to < filters.from ? 'Before the start' : undefined}
            onChange={(event) => onChange({ ...filters, to: event.currentTarget.value || null })}
          />
        </>
      )}
      <Select
        label="Status"
        placeholder="All statuses"
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: value as OrderStatus | null })}
        data={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <Select
        label="Fulfilment"
        placeholder="Delivery and pickup"
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
        value={filters.fulfilment}
        onChange={(value) => onChange({ ...filters, fulfilment: value as OrderFilters['fulfilment'] })}
        data={[
          { value: 'delivery', label: 'Delivery' },
          { value: 'pickup', label: 'Pickup' },
        ]}
      />
      <Select
        label="Payment"
        placeholder="Paid and unpaid"
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
        value={filters.paid}
        onChange={(value) => onChange({ ...filters, paid: value as OrderFilters['paid'] })}
        data={[
          { value: 'false', label: 'Unpaid' },
          { value: 'true', label: 'Paid' },
        ]}
      />
      {anyFilter && (
        <Button
          variant="subtle"
          onClick={() => {
            setTyped('');
            setCustom(false);
            onChange(NO_ORDER_FILTERS);
          }}
        >
          Clear filters
        </Button>
      )}
      <SegmentedControl
        aria-label="Show orders as"
        ml={{ sm: 'auto' }}
        value={view}
        onChange={(value) => onView(value as OrdersView)}
        data={[
          { value: 'cards', label: 'Cards' },
          { value: 'table', label: 'Table' },
        ]}
      />
    </Group>
  );
}
