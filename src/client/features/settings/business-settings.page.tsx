import { Alert, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCash, IconReceipt2, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BusinessIdentity } from '../../../common/business.ts';
import { SITE_QUERIES } from '../../../common/seo.ts';
import type { TruckSchedule } from '../../../common/truck.ts';
import { api, errorText } from '../../lib/api.ts';
import { useSession } from '../../lib/use-session.ts';
import { truckKeys } from '../truck/query-keys.ts';
import { BusinessForm } from './business-form.tsx';
import { OfferForm } from './offer-form.tsx';
import { PaymentInstructionsPanel } from './payment-instructions-form.tsx';
import { settingsKeys } from './query-keys.ts';
import { TruckScheduleForm } from './truck-schedule-form.tsx';

/** Admin: the business identity and the food truck schedule. */
export function BusinessSettingsPage() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab =
    requested === 'truck' || requested === 'offer' || requested === 'payments' ? requested : 'business';
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
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'truck' || value === 'offer' || value === 'payments' ? { tab: value } : {})
        }
      >
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
      </Tabs>
    </Stack>
  );
}
