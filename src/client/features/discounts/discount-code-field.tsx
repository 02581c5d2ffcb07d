import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { normalizeDiscountCode } from '../../../common/discounts/code-text.ts';
import type { DiscountCheck } from '../../../common/discounts/schema.ts';
import { api, errorText } from '../../lib/api.ts';
import { pendingDiscountCode, rememberDiscountCode } from './pending-code.ts';

type Props = {
  /** Money text ("290.00"), or null when the price is not known yet (a custom quote). */
  subtotal: string | null;
  eventType?: string | null;
  email?: string | null;
  applied: DiscountCheck | null;
  /** The server's reason for refusing the code when the order or request was sent. */
  refusal?: string | null;
  onApplied: (check: DiscountCheck | null) => void;
};

/**
 * 'Discount code' with Apply. The server checks the code against this subtotal and says what it
 * saves; the order or quote is priced again by the server when it is placed.
 */
export function DiscountCodeField({ subtotal, eventType, email, applied, refusal = null, onApplied }: Props) {
  const [code, setCode] = useState(pendingDiscountCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastAsked = useRef('');

  async function apply(value = code) {
    const wanted = normalizeDiscountCode(value);
    if (!wanted) {
      setError('Enter a discount code');
      return;
    }
    setBusy(true);
    lastAsked.current = `${wanted}|${subtotal}|${eventType}`;
    try {
      const check = await api.post<DiscountCheck>('/api/discount-codes/check', {
        code: wanted,
        subtotal,
        eventType: eventType || null,
        email: email || null,
      });
      setError(null);
      onApplied(check);
      rememberDiscountCode(check.code);
    } catch (failure) {
      setError(errorText(failure, 'This discount code could not be checked. Please try again.'));
      onApplied(null);
    } finally {
      setBusy(false);
    }
  }

  // A code from a shared link is applied at once; a changed cart or event type is checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check only when the price inputs change.
  useEffect(() => {
    const current = applied?.code ?? (lastAsked.current === '' ? normalizeDiscountCode(code) : '');
    if (!current) return;
    if (lastAsked.current === `${current}|${subtotal}|${eventType}`) return;
    void apply(current);
  }, [subtotal, eventType]);

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Discount code"
          placeholder="e.g. 10PERCENT"
          style={{ flex: 1 }}
          value={code}
          error={error ?? refusal}
          // The API's field name: a refused order puts its reason and the focus here (lib/form-errors.ts).
          data-path="discountCode"
          leftSection={<IconDiscount2 size={16} aria-hidden />}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (applied) onApplied(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="light" onClick={() => void apply()} loading={busy} mb={error || refusal ? 22 : 0}>
          Apply
        </Button>
      </Group>
      {applied && (
        <Text size="sm" c="sage.9" fw={600} mt={6} role="status">
          {applied.code} applied: {applied.title}
          {subtotal === null ? ` (${applied.percent}% off once priced)` : ''}
        </Text>
      )}
    </div>
  );
}
