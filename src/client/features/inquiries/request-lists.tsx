import { Alert, Center, Group, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useMarkTrainingRequest, useTrainingRequests } from '../training/use-training.ts';
import { RequestCard } from './request-card.tsx';
import { type StatusFilter, useInquiries, useMarkInquiry } from './use-inquiries.ts';

function StatusPicker({ value, onChange }: { value: StatusFilter; onChange: (v: StatusFilter) => void }) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      aria-label="Show"
      data={[
        { value: 'open', label: 'Open' },
        { value: 'handled', label: 'Handled' },
        { value: 'all', label: 'All' },
      ]}
    />
  );
}

function Empty({ status, what }: { status: StatusFilter; what: string }) {
  return (
    <Center py={48}>
      <Text c="dimmed">
        {status === 'open' ? `No open ${what}. Everything has been answered.` : `No ${what} yet.`}
      </Text>
    </Center>
  );
}

export function InquiryList() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [page, setPage] = useState(1);
  const inquiries = useInquiries(status, page);
  const mark = useMarkInquiry();
  const toggle = (id: number, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: () => notifySuccess(handled ? 'Marked as handled' : 'Reopened'),
        onError: (error) => notifyError('Update Failed', errorText(error, 'Please try again.')),
      },
    );
  return (
    <Stack gap="md">
      <StatusPicker
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      {inquiries.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : inquiries.isError ? (
        <Alert color="red" title="Inquiries could not be loaded">
          {errorText(inquiries.error, 'Please reload the page.')}
        </Alert>
      ) : inquiries.data.items.length === 0 ? (
        <Empty status={status} what="inquiries" />
      ) : (
        <>
          {inquiries.data.items.map((i) => (
            <RequestCard
              key={i.id}
              title={i.fullName}
              email={i.email}
              phone={i.phone}
              createdAt={i.createdAt}
              handledAt={i.handledAt}
              handledBy={i.handledBy}
              facts={[
                { label: 'Event', value: i.eventType },
                { label: 'Date', value: i.eventDate },
                { label: 'Guests', value: i.guestCount },
              ]}
              message={i.message}
              isSaving={mark.isPending && mark.variables?.id === i.id}
              onToggle={() => toggle(i.id, i.handledAt === null)}
            />
          ))}
          <Pager
            total={inquiries.data.total}
            pageSize={inquiries.data.pageSize}
            page={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

function Pager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (p: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onChange} aria-label="Pages" />
    </Group>
  );
}

export function TrainingRequestList() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [page, setPage] = useState(1);
  const requests = useTrainingRequests(status, page);
  const mark = useMarkTrainingRequest();
  const toggle = (id: number, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: () => notifySuccess(handled ? 'Marked as handled' : 'Reopened'),
        onError: (error) => notifyError('Update Failed', errorText(error, 'Please try again.')),
      },
    );
  return (
    <Stack gap="md">
      <StatusPicker
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      {requests.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : requests.isError ? (
        <Alert color="red" title="Training requests could not be loaded">
          {errorText(requests.error, 'Please reload the page.')}
        </Alert>
      ) : requests.data.items.length === 0 ? (
        <Empty status={status} what="training requests" />
      ) : (
        <>
          {requests.data.items.map((r) => (
            <RequestCard
              key={r.id}
              title={`${r.requester.fullName ?? r.requester.username}: ${r.programTitle}`}
              email={r.requester.email}
              phone={r.phone}
              createdAt={r.createdAt}
              handledAt={r.handledAt}
              facts={[
                { label: 'Request', value: r.kind === 'enroll' ? 'Enroll' : 'More information' },
                { label: 'Participants', value: r.participants },
                { label: 'Account', value: r.requester.username },
              ]}
              message={r.message}
              isSaving={mark.isPending && mark.variables?.id === r.id}
              onToggle={() => toggle(r.id, r.handledAt === null)}
            />
          ))}
          <Pager
            total={requests.data.total}
            pageSize={requests.data.pageSize}
            page={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
