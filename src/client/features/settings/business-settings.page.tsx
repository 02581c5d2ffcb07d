import { Alert, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCash, IconHistory, IconReceipt2, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BusinessIdentity } from '../../../common/business.ts';
import { SITE_QUERIES } from '../../../common/seo.ts';
import type { TruckSchedule } from '../../../common/truck.ts';
import { api, errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { HistoryList } from '../audit/history-list.tsx';
import { truckKeys } from '../truck/query-keys.ts';
import { BusinessForm } from './business-form.tsx';
import { OfferForm } from './offer-form.tsx';
import { PaymentInstructionsPanel } from './payment-instructions-form.tsx';
import { settingsKeys } from './query-keys.ts';
import { TruckScheduleForm } from './truck-schedule-form.tsx';

const TABS = ['business', 'offer', 'truck', 'payments', 'history'] as const;
const isTab = (value: string | null): value is (typeof TABS)[number] =>
  value !== 'business' && TABS.includes(value as (typeof TABS)[number]);

/** Admin: the business identity and the food truck schedule. */
export function BusinessSettingsPage() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : 'business';
  // Fetched fresh (not the placeholder the public pages use), so the form edits what is stored.
  const business = useQuery({
    queryKey: settingsKeys.businessEdit,
    queryFn: () => api.get<BusinessIdentity>(SITE_QUERIES.business.url),
    enabled: isAdmin,
  });
  const schedule = useQuery({
    queryKey: truckKeys.schedule,
    queryFn: () => api.get<TruckSchedule>('/api/truck/schedule'),
    enabled: isAdmin,
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Business Settings</Title>
        <Text c="dimmed">
          The details and the offer (packages, prices, minimums, delivery) every page, the footer, mails and
          proposals show.
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => setParams(isTab(value) ? { tab: value } : {})}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="business" leftSection={<IconBuildingStore size={16} />}>
            Business identity
          </Tabs.Tab>
          <Tabs.Tab value="offer" leftSection={<IconReceipt2 size={16} />}>
            Offer & prices
          </Tabs.Tab>
          <Tabs.Tab value="truck" leftSection={<IconTruck size={16} />}>
            Food truck schedule
          </Tabs.Tab>
          <Tabs.Tab value="payments" leftSection={<IconCash size={16} />}>
            Payments
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
            History
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="business">
          {business.isPending ? (
            <Skeleton h={420} radius="md" />
          ) : business.isError ? (
            <Alert color="red" title="Could not load the settings">
              {errorText(business.error, 'Please reload the page.')}
            </Alert>
          ) : (
            <BusinessForm business={business.data} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="offer">
          {business.isPending ? (
            <Skeleton h={420} radius="md" />
          ) : business.isError ? (
            <Alert color="red" title="Could not load the settings">
              {errorText(business.error, 'Please reload the page.')}
            </Alert>
          ) : (
            <OfferForm business={business.data} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="truck">
          {schedule.isPending ? (
            <Skeleton h={420} radius="md" />
          ) : schedule.isError ? (
            <Alert color="red" title="Could not load the schedule">
              {errorText(schedule.error, 'Please reload the page.')}
            </Alert>
          ) : (
            <TruckScheduleForm schedule={schedule.data} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="payments">{tab === 'payments' && <PaymentInstructionsPanel />}</Tabs.Panel>
        <Tabs.Panel value="history">
          {tab === 'history' && (
            <Stack gap="xs" maw={720}>
              <Text c="dimmed" size="sm">
                Every change to the business details, the offer and its prices, the food truck schedule, the
                Feature Manager and the payment instructions: who made it and when, newest first.
              </Text>
              <HistoryList entity="settings" label="Settings history" />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
