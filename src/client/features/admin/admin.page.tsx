import '@mantine/charts/styles.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAdjustments, IconChartBar, IconReceiptTax } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AdminDashboard } from './admin-dashboard.tsx';
import { FeatureManager } from './feature-manager.tsx';
import { TaxExemptClients } from './tax-exempt-clients.tsx';
import { TaxReport } from './tax-report.tsx';

/** /admin (spec 2.16): the owner's dashboard and the Feature Manager. Admins only (the route guard), and on the server. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'features' || asked === 'tax' ? asked : 'dashboard';

  return (
    <Stack gap="lg" maw={1280}>
      <div>
        <Title order={1}>Admin</Title>
        <Text c="dimmed">Your business at a glance, and the switches that change what visitors can do.</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'features' || value === 'tax' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="dashboard" leftSection={<IconChartBar size={16} />}>
            Dashboard
          </Tabs.Tab>
          <Tabs.Tab value="features" leftSection={<IconAdjustments size={16} />}>
            Feature Manager
          </Tabs.Tab>
          <Tabs.Tab value="tax" leftSection={<IconReceiptTax size={16} />}>
            Tax
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard">
          <AdminDashboard />
        </Tabs.Panel>
        <Tabs.Panel value="features">
          <FeatureManager />
        </Tabs.Panel>
        <Tabs.Panel value="tax">
          <Stack gap="lg">
            <TaxExemptClients />
            <TaxReport />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
