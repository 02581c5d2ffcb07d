import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminStats } from '../../../common/admin.ts';
import { formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import type { QuoteStatus } from '../../../common/quotes/schema.ts';
import { longDate } from '../../../common/switches/text.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { overdueText } from '../accounts/invoice-text.ts';
import { CsvExport } from './csv-export.tsx';
import { StatCards } from './stat-cards.tsx';
import { useAdminStats } from './use-admin.ts';

// Every status named (typed by the shared list), so a new one cannot show up raw in the chart.
const STATUS_COLORS: Record<QuoteStatus, string> = {
  requested: 'yellow.6',
  sent: 'blue.6',
  viewed: 'grape.6',
  changes_requested: 'orange.6',
  accepted: 'sage.6',
  rejected: 'red.6',
  completed: 'teal.6',
};
const STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Waiting for a price',
  sent: 'Sent',
  viewed: 'Viewed',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
  rejected: 'Declined',
  completed: 'Completed',
};

const monthLabel = (month: string) => formatCalendarDate(`${month}-01`, { month: 'short', year: '2-digit' });
const weekLabel = (date: string) => formatCalendarDate(date, { month: 'short', day: 'numeric' });
const dollars = (value: number) => formatCents(Math.round(value * 100));

function ChartCard({
  title,
  empty,
  aside,
  children,
}: {
  title: string;
  empty: string | null;
  /** A figure shown beside the title (the revenue card's gross margin). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {empty ? (
        <Text c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/**
 * This month's gross margin beside its revenue (issue 37 §2): the month's orders and accepted
 * proposals, their bills less tax and gratuity, less their food and labour cost. Dishes without a
 * known cost are left out of it (each order and proposal names them).
 */
function GrossMargin({ stats }: { stats: AdminStats }) {
  const percent = stats.grossMarginPercent === null ? '' : ` (${stats.grossMarginPercent}%)`;
  return (
    <Stack gap={0} align="flex-end" data-testid="gross-margin">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        Gross margin
      </Text>
      <Text fw={800} fz="lg" c={stats.grossMarginCents < 0 ? 'red.8' : undefined}>
        {formatCents(stats.grossMarginCents)}
        {percent}
      </Text>
      <Text size="xs" c="dimmed">
        this month
      </Text>
    </Stack>
  );
}

function Charts({ stats }: { stats: AdminStats }) {
  const revenue = stats.revenueByMonth.map((m) => ({
    month: monthLabel(m.month),
    Revenue: toCents(m.revenue) / 100,
    'Sales tax collected': toCents(m.tax) / 100,
  }));
  const weeks = stats.ordersPerWeek.map((w) => ({ week: weekLabel(w.weekStart), Orders: w.count }));
  const statuses = stats.quotesByStatus
    .filter((s) => s.count > 0)
    .map((s) => ({
      name: STATUS_LABELS[s.status as QuoteStatus] ?? s.status,
      value: s.count,
      color: STATUS_COLORS[s.status as QuoteStatus] ?? 'gray.6',
    }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ChartCard
        title="Revenue by month (before tax)"
        aside={<GrossMargin stats={stats} />}
        empty={
          revenue.every((m) => m.Revenue === 0)
            ? 'No accepted proposals or completed orders in the last 12 months.'
            : null
        }
      >
        <AreaChart
          h={240}
          data={revenue}
          dataKey="month"
          series={[
            { name: 'Revenue', color: 'ember.6' },
            { name: 'Sales tax collected', color: 'sage.6' },
          ]}
          withLegend
          valueFormatter={dollars}
          curveType="monotone"
        />
      </ChartCard>
      <ChartCard
        title="Orders per week"
        empty={weeks.every((w) => w.Orders === 0) ? 'No orders in the last 12 weeks.' : null}
      >
        <BarChart
          h={240}
          data={weeks}
          dataKey="week"
          series={[{ name: 'Orders', color: 'sage.6' }]}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard title="Quotes by status" empty={statuses.length === 0 ? 'No quote requests yet.' : null}>
        <Group justify="center" gap="xl">
          <DonutChart
            data={statuses}
            withLabelsLine={false}
            chartLabel={`${stats.totalQuotes} ${stats.totalQuotes === 1 ? 'quote' : 'quotes'}`}
            size={180}
            thickness={28}
          />
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {statuses.map((s) => (
              <Group key={s.name} component="li" gap="xs">
                <Badge color={s.color.split('.')[0]} variant="filled" size="xs" circle>
                  {' '}
                </Badge>
                <Text size="sm">
                  {s.name}: <b>{s.value}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartCard>
      <ChartCard
        title="Top menu items (90 days)"
        empty={stats.topMenuItems.length === 0 ? 'Nothing ordered in the last 90 days.' : null}
      >
        <Stack gap={6} component="ol" m={0} pl="lg">
          {stats.topMenuItems.map((item) => (
            <Text key={item.name} component="li" size="sm">
              {item.name}{' '}
              <Text span c="dimmed">
                · {item.quantity} ordered
              </Text>
            </Text>
          ))}
        </Stack>
      </ChartCard>
    </SimpleGrid>
  );
}

function Upcoming({ events }: { events: AdminStats['upcomingEvents'] }) {
  return (
    <ChartCard
      title="Next 30 days"
      empty={events.length === 0 ? 'No confirmed events in the next 30 days.' : null}
    >
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((e) => (
          <Group key={`${e.kind}-${e.id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Anchor
                component={Link}
                to={e.kind === 'proposal' ? `/proposals?tab=details&quote=${e.id}` : '/orders'}
                fw={600}
              >
                {e.title} · {e.customer}
              </Anchor>
              <Text size="sm" c="dimmed">
                {longDate(e.date)} · {e.number}
                {e.guests ? ` · ${e.guests} guests` : ''}
              </Text>
            </div>
            {/* Never shrunk: beside a long name on a phone it was cut to "EV…". */}
            <Badge variant="light" color={e.kind === 'proposal' ? 'sage' : 'ember'} style={{ flexShrink: 0 }}>
              {e.kind === 'proposal' ? 'Event' : 'Order'}
            </Badge>
          </Group>
        ))}
      </Stack>
    </ChartCard>
  );
}

/** The Dashboard tab: real counts, three charts, the next 30 days and the CSV exports. */
export function AdminDashboard() {
  const stats = useAdminStats(true);
  return (
    <QueryState
      query={stats}
      loadingLabel="Loading the dashboard"
      errorTitle="Could not load the dashboard"
      placeholder={
        <>
          <Skeleton h={110} radius="lg" />
          <Skeleton h={300} radius="lg" />
        </>
      }
    >
      {(data) => (
        <Stack gap="lg">
          {/* Issue 39: the house accounts' invoices past due, a link to them. */}
          <Paper withBorder radius="lg" p="md">
            <Anchor
              component={Link}
              to="/admin/invoices?status=overdue"
              fw={700}
              c={data.overdueReceivables.totalCents > 0 ? 'red.8' : 'inherit'}
            >
              {overdueText(data.overdueReceivables)}
            </Anchor>
          </Paper>
          <StatCards stats={data} />
          <Charts stats={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Upcoming events={data.upcomingEvents} />
            <CsvExport />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Counted from your data on{' '}
            {formatBusiness(data.generatedAt, { dateStyle: 'short', timeStyle: 'medium' })} (Eastern Time).
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
