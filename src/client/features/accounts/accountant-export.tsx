import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { businessClock } from '../../../common/business-time.ts';

/** The accountant's CSV (issue 39 §3): one row per invoice line and per payment, invoices issued in a range. */
export function AccountantExport() {
  const today = businessClock(new Date()).date;
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="For the accountant"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            For the accountant
          </Title>
          <Text size="sm" c="dimmed">
            Invoices issued between two dates, one row per invoice line and per payment, with account, dates,
            amounts and tax.
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={valid ? null : 'Choose a start on or before the end'}
          />
          <Button
            component="a"
            href={`/api/admin/invoices/export.csv?${new URLSearchParams({ from, to })}`}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!valid}
          >
            Invoices CSV
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
