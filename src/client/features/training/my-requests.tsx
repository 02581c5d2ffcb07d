import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatShortDate } from '../../../common/business-time.ts';
import type { TrainingRequestList } from '../../../common/training.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { useTrainingRequests } from './use-training.ts';

const when = formatShortDate;

/** A client's own Enroll Now / Learn More requests and whether we have answered them. */
export function MyRequests() {
  const requests = useTrainingRequests('all');
  return (
    <QueryState
      query={requests}
      loadingLabel="Loading your requests"
      errorTitle="Your requests could not be loaded"
      skeletons={{ count: 1, height: 120 }}
    >
      {(data) => <RequestsCard items={data.items} />}
    </QueryState>
  );
}

function RequestsCard({ items }: { items: TrainingRequestList['items'] }) {
  return (
    <Card padding="xl" radius="lg" withBorder>
      <Title order={2} fz="h4" mb="sm">
        Your requests
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">
          No requests yet. Choose Enroll Now or Learn More on a program and we will get back to you.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((r) => (
            <Group key={r.id} component="li" justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>
                  {r.programTitle} · {r.kind === 'enroll' ? 'Enrollment' : 'Information'}
                </Text>
                <Text size="sm" c="dimmed">
                  Sent {when(r.createdAt)} · {r.participants}{' '}
                  {r.participants === 1 ? 'participant' : 'participants'}
                </Text>
              </div>
              <Badge color={r.handledAt ? 'sage' : 'ember'} variant="light" style={{ flexShrink: 0 }}>
                {r.handledAt ? 'Answered' : 'Waiting for reply'}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
