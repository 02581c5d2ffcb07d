import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { fromBusinessInputValue, toBusinessInputValue } from '../../../common/business-time.ts';
import {
  DISCOUNT_RULE_LABELS,
  DISCOUNT_RULES,
  type DiscountCode,
  type DiscountRule,
} from '../../../common/discounts/schema.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { type OnCodesChanged, useCreateDiscountCode, useUpdateDiscountCode } from './use-discount-codes.ts';

type Form = {
  code: string;
  title: string;
  description: string;
  percent: number | string;
  minSubtotal: number | string;
  rule: DiscountRule;
  active: boolean;
  isPublic: boolean;
  validFrom: string;
  validUntil: string;
  maxUses: number | string;
  ownerUserId: number | string;
};

const day = (iso: string | null) => (iso ? toBusinessInputValue(new Date(iso)).slice(0, 10) : '');
const EMPTY: Form = {
  code: '',
  title: '',
  description: '',
  percent: 10,
  minSubtotal: 0,
  rule: 'none',
  active: true,
  isPublic: false,
  validFrom: '',
  validUntil: '',
  maxUses: '',
  ownerUserId: '',
};

function fromCode(code: DiscountCode): Form {
  return {
    code: code.code,
    title: code.title,
    description: code.description ?? '',
    percent: code.percent,
    minSubtotal: Number(code.minSubtotal),
    rule: code.rule,
    active: code.active,
    isPublic: code.isPublic,
    validFrom: day(code.validFrom),
    validUntil: day(code.validUntil),
    maxUses: code.maxUses ?? '',
    ownerUserId: code.ownerUserId ?? '',
  };
}

/** Create or edit a discount code; dates are days on the business clock (until = through that day). */
export function DiscountCodeModal({
  editing,
  opened,
  onClose,
  onCodesChanged,
}: {
  editing: DiscountCode | null;
  opened: boolean;
  onClose: () => void;
  onCodesChanged?: OnCodesChanged;
}) {
  const create = useCreateDiscountCode(onCodesChanged);
  const update = useUpdateDiscountCode(onCodesChanged);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setForm(editing ? fromCode(editing) : EMPTY);
      setErrors({});
    }
  }, [opened, editing]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      title: form.title,
      description: form.description || null,
      percent: Number(form.percent),
      minSubtotal: Number(form.minSubtotal || 0).toFixed(2),
      rule: form.rule,
      active: form.active,
      isPublic: form.isPublic,
      validFrom: form.validFrom ? fromBusinessInputValue(`${form.validFrom}T00:00`) : null,
      validUntil: form.validUntil ? fromBusinessInputValue(`${form.validUntil}T23:59`) : null,
      maxUses: form.maxUses === '' ? null : Number(form.maxUses),
      ownerUserId: form.ownerUserId === '' ? null : Number(form.ownerUserId),
    };
    const done = {
      onSuccess: () => {
        notifySuccess(editing ? 'Discount Code Updated' : 'Discount Code Created', form.code.toUpperCase());
        onClose();
      },
      onError: (error: Error) => {
        showSubmitError(error, {
          title: 'Error',
          fallback: 'Failed to save the discount code.',
          setErrors: setErrors,
        });
      },
    };
    if (editing) update.mutate({ id: editing.id, ...body }, done);
    else create.mutate({ code: form.code, ...body }, done);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.code}` : 'New Discount Code'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Code"
              withAsterisk
              disabled={!!editing}
              value={form.code}
              error={errors.code}
              maxLength={40}
              onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
            />
            <TextInput
              label="Title"
              withAsterisk
              value={form.title}
              error={errors.title}
              maxLength={120}
              onChange={(e) => set('title', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            value={form.description}
            maxLength={500}
            autosize
            minRows={2}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Percent off"
              withAsterisk
              min={1}
              max={100}
              suffix="%"
              value={form.percent}
              error={errors.percent}
              onChange={(v) => set('percent', v)}
            />
            <NumberInput
              label="Orders over"
              min={0}
              prefix="$"
              decimalScale={2}
              value={form.minSubtotal}
              error={errors.minSubtotal}
              onChange={(v) => set('minSubtotal', v)}
            />
            <Select
              label="Who may use it"
              data={DISCOUNT_RULES.map((r) => ({ value: r, label: DISCOUNT_RULE_LABELS[r] }))}
              value={form.rule}
              allowDeselect={false}
              onChange={(v) => set('rule', (v as DiscountRule | null) ?? 'none')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Valid from"
              type="date"
              value={form.validFrom}
              error={errors.validFrom}
              onChange={(e) => set('validFrom', e.currentTarget.value)}
            />
            <TextInput
              label="Valid until"
              type="date"
              value={form.validUntil}
              error={errors.validUntil}
              onChange={(e) => set('validUntil', e.currentTarget.value)}
            />
            <NumberInput
              label="Maximum uses"
              placeholder="Unlimited"
              min={1}
              allowDecimal={false}
              value={form.maxUses}
              error={errors.maxUses}
              onChange={(v) => set('maxUses', v)}
            />
            <NumberInput
              label="Personal to user id"
              placeholder="Anyone"
              min={1}
              allowDecimal={false}
              value={form.ownerUserId}
              error={errors.ownerUserId}
              onChange={(v) => set('ownerUserId', v)}
            />
          </SimpleGrid>
          <Switch
            label="Active"
            checked={form.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Switch
            label="Public"
            description="Listed for everyone under Available Discount Codes, with its QR code"
            checked={form.isPublic}
            onChange={(e) => set('isPublic', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
