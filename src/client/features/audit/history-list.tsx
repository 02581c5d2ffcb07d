import { Button, Stack, Text } from '@mantine/core';
import { actionWords, type ChangeLine, changeLines } from '../../../common/audit/changes.ts';
import type { AuditEntity, AuditEvent } from '../../../common/audit/schema.ts';
import { formatDateTime } from '../../../common/business-time.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { useHistory } from './use-history.ts';

/** The settings records by the names the settings page gives them. */
const RECORD_NAMES: Record<string, string> = {
  business: 'Business details and offer',
  features: 'Feature Manager',
  'payment-instructions': 'Payment instructions',
  'truck-schedule': 'Food truck schedule',
};

function who(event: AuditEvent): string {
  const { name, role } = event.actor;
  return role === 'system' || role === 'visitor' ? name : `${name} (${role})`;
}

function Change({ line }: { line: ChangeLine }) {
  return (
    <Text size="sm" component="li">
      <Text span fw={600} inherit>
        {line.field}:
      </Text>{' '}
      {line.before === null
        ? line.after
        : line.after === null
          ? line.before
          : `${line.before} → ${line.after}`}
    </Text>
  );
}

function EventItem({ event, showRecord, first }: { event: AuditEvent; showRecord: boolean; first: boolean }) {
  const lines = changeLines(event);
  const record = showRecord ? (RECORD_NAMES[event.entityId] ?? event.entityId) : null;
  return (
    <Stack
      component="li"
      gap={2}
      py={8}
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" fw={700}>
        {actionWords(event.action)}
        {record && ` · ${record}`}
      </Text>
      <Text size="xs" c="dimmed">
        {who(event)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </Text>
      {lines.length > 0 && (
        <Stack component="ul" gap={0} m={0} pl="md">
          {lines.map((line) => (
            <Change key={line.field} line={line} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Props = {
  entity: AuditEntity;
  /** The record; without it, every record of the entity (the settings page: all its records). */
  id?: string | number | undefined;
  /** Changes with the record, so a change made on this screen shows at once. */
  version?: string | undefined;
  /** What the history is of, for screen readers ("History of ORD-1042"). */
  label: string;
};

/**
 * A record's audit trail (issue 36 §3): newest first, who, when, and what changed ("Status:
 * received → confirmed", amounts as money), with its loading, error and empty states.
 */
export function HistoryList({ entity, id, version, label }: Props) {
  const history = useHistory(entity, id, { version });
  return (
    <QueryState
      query={history}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      errorTitle="History could not be loaded"
      compact
      skeletons={{ count: 2, height: 44 }}
    >
      {(data) => {
        const events = data.pages.flatMap((page) => page.events);
        if (events.length === 0) {
          return (
            <Text size="sm" c="dimmed">
              No changes recorded yet.
            </Text>
          );
        }
        return (
          <Stack gap={0}>
            <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
              {events.map((event, i) => (
                // A proposal's log and the app's own entries about it are numbered apart (audit.service.ts).
                <EventItem
                  key={`${event.id}-${event.action}`}
                  event={event}
                  showRecord={id === undefined}
                  first={i === 0}
                />
              ))}
            </Stack>
            {history.hasNextPage && (
              <Button
                variant="subtle"
                size="xs"
                mt="xs"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Show older changes
              </Button>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
