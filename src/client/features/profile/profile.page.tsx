import { Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAward, IconHistory, IconSettings, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LoyaltyTab } from './loyalty-tab.tsx';
import { OrderHistoryTab } from './order-history-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { useProfile } from './use-profile.ts';

const TABS = ['profile', 'orders', 'loyalty', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** §2.13: the account page with tabs Profile, Order History, Loyalty Program, Settings, all real data. */
export function ProfilePage() {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'profile';

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            My Profile
          </Title>
          <Text c="dimmed">Your details, orders, rewards and account settings.</Text>
        </div>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconHistory size={16} />}>
            Order History
          </Tabs.Tab>
          <Tabs.Tab value="loyalty" leftSection={<IconAward size={16} />}>
            Loyalty Program
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          {profile.data ? <ProfileTab profile={profile.data} /> : <Skeleton height={360} radius="lg" />}
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrderHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="loyalty">
          <LoyaltyTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          {profile.data ? <SettingsTab profile={profile.data} /> : <Skeleton height={360} radius="lg" />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
