import { Center, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { useMarkTrainingRequest, useTrainingRequests } from '../training/use-training.ts';
import { InquiryAnswer } from './inquiry-answer.tsx';
import { RequestCard } from './request-card.tsx';
import { type StatusFilter, useInquiries, useMarkInquiry } from './use-inquiries.ts';

type CardProps = Omit<ComponentProps<typeof RequestCard>, 'isSaving' | 'onToggle'>;
type Page<T> = { items: T[]; total: number; pageSize: number };
type Handled = { id: number; handledAt: string | null };

/**
 * One admin list of things people sent (contact inquiries, training requests): filter by status,
 * page through, and mark each handled or open again.
 */
function HandledRequestList<T extends Handled>(props: {
  what: string;
  useList: (status: StatusFilter, page: number) => UseQueryResult<Page<T>>;
  useMark: () => UseMutationResult<unknown, Error, { id: number; handled: boolean }>;
  toCard: (item: T) => CardProps;
}) {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [page, setPage] = useState(1);
  const list = props.useList(status, page);
  const mark = props.useMark();
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
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as StatusFilter);
          setPage(1);
        }}
        aria-label="Show"
        data={[
          { value: 'open', label: 'Open' },
          { value: 'handled', label: 'Handled' },
          { value: 'all', label: 'All' },
        ]}
      />
      <QueryState
        query={list}
        loadingLabel={`Loading the ${props.what}`}
        errorTitle={`The ${props.what} could not be loaded`}
        skeletons={{ count: 1, height: 160 }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Center py={48}>
              <Text c="dimmed">
                {status === 'open'
                  ? `No open ${props.what}. Everything has been answered.`
                  : `No ${props.what} yet.`}
              </Text>
            </Center>
          ) : (
            <>
              {data.items.map((item) => (
                <RequestCard
                  key={item.id}
                  {...props.toCard(item)}
                  isSaving={mark.isPending && mark.variables?.id === item.id}
                  onToggle={() => toggle(item.id, item.handledAt === null)}
                />
              ))}
              {Math.ceil(data.total / data.pageSize) > 1 && (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(data.total / data.pageSize)}
                    value={page}
                    onChange={setPage}
                    aria-label="Pages"
                  />
                </Group>
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function InquiryList() {
  return (
    <HandledRequestList
      what="inquiries"
      useList={useInquiries}
      useMark={useMarkInquiry}
      toCard={(i) => ({
        title: i.kind === 'truck' ? `Truck request: ${i.fullName}` : i.fullName,
        email: i.email,
        phone: i.phone,
        createdAt: i.createdAt,
        handledAt: i.handledAt,
        handledBy: i.handledBy,
        facts: [
          { label: 'Event', value: i.eventType },
          { label: 'Date', value: i.eventDate },
          { label: 'Guests', value: i.guestCount },
          { label: 'Place', value: i.place },
          { label: 'Start', value: i.startTime },
          { label: 'Hours', value: i.hours },
        ],
        message: i.message,
        extra: <InquiryAnswer inquiry={i} />,
      })}
    />
  );
}

export function TrainingRequestList() {
  return (
    <HandledRequestList
      what="training requests"
      useList={useTrainingRequests}
      useMark={useMarkTrainingRequest}
      toCard={(r) => ({
        title: `${r.requester.fullName ?? r.requester.username}: ${r.programTitle}`,
        email: r.requester.email,
        phone: r.phone,
        createdAt: r.createdAt,
        handledAt: r.handledAt,
        facts: [
          { label: 'Request', value: r.kind === 'enroll' ? 'Enroll' : 'More information' },
          { label: 'Participants', value: r.participants },
          { label: 'Account', value: r.requester.username },
        ],
        message: r.message,
      })}
    />
  );
}
