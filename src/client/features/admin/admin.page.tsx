import '@mantine/charts/styles.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAdjustments, IconChartBar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AdminDashboard } from './admin-dashboard.tsx';
import { FeatureManager } from './feature-manager.tsx';

/** /admin (spec 2.16): the owner's dashboard and the Feature Manager. Admins only (the route guard), and on the server. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'features' ? 'features' : 'dashboard';

  return (
    <Stack gap="lg" maw={1280}>
      <div>
        <Title order={1}>Admin</Title>
        <Text c="dimmed">Your business at a glance, and the switches that change what visitors can do.</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'features' ? { tab: 'features' } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="dashboard" leftSection={<IconChartBar size={16} />}>
            Dashboard
          </Tabs.Tab>
          <Tabs.Tab value="features" leftSection={<IconAdjustments size={16} />}>
            Feature Manager
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard">
          <AdminDashboard />
        </Tabs.Panel>
        <Tabs.Panel value="features">
          <FeatureManager />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
