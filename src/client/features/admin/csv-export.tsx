import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportRangeQuerySchema } from '../../../common/admin.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';

/** Downloads orders or quotes placed in a date range as a spreadsheet-ready CSV. */
export function CsvExport() {
  const today = businessClock(new Date()).date;
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  // The server's own rules (order, at most 800 days, real dates), so the link never downloads a refusal.
  const range = ExportRangeQuerySchema.safeParse({ from, to });
  const valid = range.success;
  const problem = range.success
    ? null
    : from && to && from > to
      ? 'Choose a start on or before the end'
      : (range.error.issues[0]?.message ?? 'Choose two dates');
  const href = (name: string) => `/api/admin/export/${name}.csv?from=${from}&to=${to}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Export to CSV">
      <Title order={2} fz="h4">
        Export to CSV
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Orders placed and quotes requested between two dates (Eastern Time), for a spreadsheet.
      </Text>
      <Group grow align="flex-start">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={problem}
        />
      </Group>
      <Group mt="md">
        <Button
          component="a"
          href={href('orders')}
          download
          leftSection={<IconDownload size={16} />}
          disabled={!valid}
        >
          Orders CSV
        </Button>
        <Button
          component="a"
          href={href('quotes')}
          download
          variant="outline"
          leftSection={<IconDownload size={16} />}
          disabled={!valid}
        >
          Quotes CSV
        </Button>
      </Group>
    </Paper>
  );
}
