import { Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type CREATABLE_QR_TYPES, QR_MISSING_MESSAGE } from '../../../common/qr-codes.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useCreateQrCode } from './use-qr-codes.ts';

const TYPE_OPTIONS = [
  { value: 'custom', label: 'Custom' },
  { value: 'discount', label: 'Discount' },
] satisfies { value: (typeof CREATABLE_QR_TYPES)[number]; label: string }[];

/** 'Admin: Generate QR Code': name, type, data/URL and description; the server stores and draws it. */
export function QrGenerateForm() {
  const create = useCreateQrCode();
  const [name, setName] = useState('');
  const [type, setType] = useState<(typeof CREATABLE_QR_TYPES)[number]>('custom');
  const [data, setData] = useState('');
  const [description, setDescription] = useState('');

  function generate(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim() || !data.trim()) {
      notifyError('Missing Information', QR_MISSING_MESSAGE);
      return;
    }
    create.mutate(
      { name, type, data, description: description || null },
      {
        onSuccess: () => {
          notifySuccess('QR Code Generated', 'Your QR code has been created successfully.');
          setName('');
          setData('');
          setDescription('');
        },
        onError: () => notifyError('Generation Failed', 'Failed to generate QR code. Please try again.'),
      },
    );
  }

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={generate} noValidate>
      <Stack gap="md">
        <Title order={2} fz={22}>
          Admin: Generate QR Code
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            placeholder="e.g. Spring Tasting Flyer"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={type}
            allowDeselect={false}
            onChange={(v) => setType((v as typeof type | null) ?? 'custom')}
          />
        </SimpleGrid>
        <TextInput
          label="Data / URL"
          placeholder={type === 'discount' ? 'DISCOUNT:10PERCENT' : 'https://...'}
          value={data}
          maxLength={1000}
          onChange={(e) => setData(e.currentTarget.value)}
        />
        <Textarea
          label="Description"
          placeholder="Where this code is used (optional)"
          autosize
          minRows={2}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Button type="submit" loading={false} disabled={create.isPending}>
          {create.isPending ? 'Generating...' : 'Generate QR Code'}
        </Button>
      </Stack>
    </Card>
  );
}
