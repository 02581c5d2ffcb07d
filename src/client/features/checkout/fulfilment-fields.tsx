import { Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { addressText, deliveryText } from '../../../common/offer/text.ts';
import { timeWindowLabel } from '../../../common/orders/time-windows.ts';
import { useBusiness, useOffer } from '../../lib/use-business.ts';
import type { BillChoices } from './use-estimate.ts';

export type HandoverErrors = { timeWindow?: string | undefined; deliveryAddress?: string | undefined };

/**
 * How the food gets there (pickup at the business, or delivery to an address with a ZIP in one of the
 * zones), in which of the offer's time windows, and the tip: each change of the ZIP, the fulfilment or
 * the tip asks the server for the bill again (docs/decisions/0065-the-bill.md).
 */
export function FulfilmentFields({
  value,
  onChange,
  zipError,
  errors,
}: {
  value: BillChoices;
  onChange: (next: BillChoices) => void;
  zipError: string | undefined;
  errors: HandoverErrors;
}) {
  const offer = useOffer();
  const business = useBusiness();
  const where = addressText(business);
  const delivered = value.fulfilment === 'delivery';
  const set = (patch: Partial<BillChoices>) => onChange({ ...value, ...patch });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz={22}>
          Pickup or delivery
        </Title>
        {offer.delivery.pickup && (
          <SegmentedControl
            aria-label="Pickup or delivery"
            value={value.fulfilment}
            onChange={(fulfilment) => set({ fulfilment: fulfilment as BillChoices['fulfilment'] })}
            data={[
              { value: 'pickup', label: 'Pickup' },
              { value: 'delivery', label: 'Delivery' },
            ]}
          />
        )}
        {delivered ? (
          <>
            <TextInput
              label="Delivery address"
              withAsterisk
              autoComplete="street-address"
              placeholder="Street, suite or floor, city"
              value={value.deliveryAddress}
              onChange={(e) => set({ deliveryAddress: e.currentTarget.value })}
              error={errors.deliveryAddress}
            />
            <TextInput
              label="Delivery ZIP code"
              withAsterisk
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              placeholder="19103"
              value={value.deliveryZip}
              onChange={(e) => set({ deliveryZip: e.currentTarget.value })}
              error={zipError}
              description={deliveryText(offer)}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {where
              ? `You collect the order from our kitchen at ${where}.`
              : 'You collect the order from our kitchen; we tell you the address when we call.'}
          </Text>
        )}
        {offer.delivery.windows.length > 0 ? (
          <Select
            label={delivered ? 'Delivery time' : 'Pickup time'}
            withAsterisk
            allowDeselect={false}
            placeholder="Choose a time window"
            value={value.timeWindow}
            onChange={(timeWindow) => set({ timeWindow })}
            data={offer.delivery.windows.map((w) => ({ value: w, label: timeWindowLabel(w) }))}
            description="On the event date, in our time (Philadelphia)"
            error={errors.timeWindow}
          />
        ) : (
          <Text size="sm" c="dimmed">
            We agree the time with you when we call.
          </Text>
        )}
        {offer.gratuity.enabled && (
          <div>
            <Text size="sm" fw={500} mb={4} id="gratuity-label">
              Gratuity for the team
            </Text>
            <SegmentedControl
              aria-labelledby="gratuity-label"
              fullWidth
              value={String(value.gratuityPercent)}
              onChange={(percent) => set({ gratuityPercent: Number(percent) })}
              data={offer.gratuity.choices.map((p) => ({
                value: String(p),
                label: p === 0 ? 'None' : `${p}%`,
              }))}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
