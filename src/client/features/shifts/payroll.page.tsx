import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import { QueryState } from '../../ui/query-state.tsx';
import stacked from '../../ui/stacked-table.module.css';
import { usePayroll } from './use-shifts.ts';

const hours = (value: number) => value.toFixed(2);

/** This month so far and to its end: the period most payrolls are run for. */
function thisMonth(): { from: string; to: string } {
  const today = businessClock(new Date()).date;
  const from = `${today.slice(0, 8)}01`;
  const nextMonth = addDays(from, 32).slice(0, 8);
  return { from, to: addDays(`${nextMonth}01`, -1) };
}

/**
 * Payroll (issue 38 §3): for a period, each person's scheduled and actual hours and pay (hours × their
 * rate, computed by the server in cents), the total, and the same as a CSV for the accountant.
 */
export function PayrollPage() {
  const [period, setPeriod] = useState(thisMonth);
  const payroll = usePayroll(period.from, period.to);
  const query = `from=${period.from}&to=${period.to}`;
  const badRange = period.from !== '' && period.to !== '' && period.from > period.to;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Payroll
        </Title>
        <Text c="dimmed">
          Hours and pay per person for the shifts in the period (clocked times when there are some).
        </Text>
      </div>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="From"
          type="date"
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={period.to}
          error={badRange ? 'The end comes before the start' : null}
          onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
        />
        <Button
          component="a"
          href={`/api/admin/payroll.csv?${query}`}
          download={`payroll-${period.from}-${period.to}.csv`}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={badRange || !period.from || !period.to}
        >
          Download CSV
        </Button>
      </Group>
      {!badRange && (
        <QueryState query={payroll} loadingLabel="Loading payroll" errorTitle="Payroll could not be loaded">
          {(data) =>
            data.people.length === 0 ? (
              <Text c="dimmed">No shifts were worked or scheduled in this period.</Text>
            ) : (
              <Paper withBorder radius="lg" p={{ base: 'xs', sm: 0 }}>
                <Table striped verticalSpacing="sm" className={stacked.table} aria-label="Payroll">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Person</Table.Th>
                      <Table.Th ta="right">Shifts</Table.Th>
                      <Table.Th ta="right">Hours scheduled</Table.Th>
                      <Table.Th ta="right">Hours actual</Table.Th>
                      <Table.Th ta="right">Pay</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.people.map((person) => (
                      <Table.Tr key={person.staffId}>
                        <Table.Td data-label="Person">
                          {/* One piece: on a phone the cell spreads its children apart (name, then "(removed)" far right). */}
                          <span>
                            {person.name}
                            {person.removed && (
                              <Text span size="sm" c="dimmed">
                                {' '}
                                (removed)
                              </Text>
                            )}
                          </span>
                        </Table.Td>
                        <Table.Td data-label="Shifts" ta="right">
                          {person.shifts.length}
                        </Table.Td>
                        <Table.Td data-label="Hours scheduled" ta="right">
                          {hours(person.scheduledHours)}
                        </Table.Td>
                        <Table.Td data-label="Hours actual" ta="right">
                          {hours(person.actualHours)}
                        </Table.Td>
                        <Table.Td data-label="Pay" ta="right">
                          {formatCents(person.payCents)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Group justify="space-between" px={{ base: 0, sm: 'xs' }} py="sm">
                  <Text fw={700}>Total</Text>
                  <Text fw={700} aria-label="Total pay">
                    {formatCents(data.payCents)}
                  </Text>
                </Group>
              </Paper>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}
