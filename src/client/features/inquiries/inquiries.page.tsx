import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInbox, IconSchool } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { replyWithin } from '../../../common/offer/text.ts';
import { useOffer } from '../../lib/use-business.ts';
import { InquiryList, TrainingRequestList } from './request-lists.tsx';

/** Admin: contact-form inquiries and training requests, each marked handled once answered. */
export function InquiriesPage() {
  const [params, setParams] = useSearchParams();
  const offer = useOffer();
  const tab = params.get('tab') === 'training' ? 'training' : 'contact';
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Inquiries</Title>
        <Text c="dimmed">
          We promise a reply {replyWithin(offer)}: answer each message here (the visitor gets it by email), or
          mark it handled once answered another way.
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => setParams(value === 'training' ? { tab: 'training' } : {})}>
        <Tabs.List mb="md">
          <Tabs.Tab value="contact" leftSection={<IconInbox size={16} />}>
            Contact form
          </Tabs.Tab>
          <Tabs.Tab value="training" leftSection={<IconSchool size={16} />}>
            Training requests
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contact">
          <InquiryList />
        </Tabs.Panel>
        <Tabs.Panel value="training">
          <TrainingRequestList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
