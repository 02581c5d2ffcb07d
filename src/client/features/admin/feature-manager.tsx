import { Tabs } from '@mantine/core';
import { IconCalendarCog, IconQrcode, IconShare, IconToggleRight } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../ui/query-state.tsx';
import { AdminQrTab } from './admin-qr-tab.tsx';
import { BookNowTab } from './book-now-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { SocialTab } from './social-tab.tsx';
import { useStoredSwitches } from './use-admin.ts';

/** Feature Manager (spec 2.16): QR Codes, Social Media, Book Now and Services, stored on the server. */
export function FeatureManager() {
  const [tab, setTab] = useState<string | null>('services');
  const features = useStoredSwitches(true);
  const body = (render: (f: NonNullable<typeof features.data>) => React.ReactNode) => (
    <QueryState
      query={features}
      loadingLabel="Loading the settings"
      errorTitle="Could not load the settings"
      skeletons={{ count: 1, height: 320 }}
    >
      {render}
    </QueryState>
  );
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" radius="xl" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="qr" leftSection={<IconQrcode size={16} />}>
          QR Codes
        </Tabs.Tab>
        <Tabs.Tab value="social" leftSection={<IconShare size={16} />}>
          Social Media
        </Tabs.Tab>
        <Tabs.Tab value="book-now" leftSection={<IconCalendarCog size={16} />}>
          Book Now
        </Tabs.Tab>
        <Tabs.Tab value="services" leftSection={<IconToggleRight size={16} />}>
          Services
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="qr">
        <AdminQrTab />
      </Tabs.Panel>
      <Tabs.Panel value="social">
        {body((f) => (
          <SocialTab social={f.social} />
        ))}
      </Tabs.Panel>
      <Tabs.Panel value="book-now">
        {body((f) => (
          <BookNowTab bookNow={f.bookNow} />
        ))}
      </Tabs.Panel>
      <Tabs.Panel value="services">
        {body((f) => (
          <ServicesTab services={f.services} />
        ))}
      </Tabs.Panel>
    </Tabs>
  );
}
