import { Button, Collapse, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import type { AuditEntity } from '../../../common/audit/schema.ts';
import { HistoryList } from './history-list.tsx';

type Props = {
  entity: AuditEntity;
  id: string | number;
  version?: string | undefined;
  /** What the history is of ("ORD-1042"): the button's and the list's accessible names. */
  of: string;
};

/** A "History" button that opens the record's audit trail below it; nothing is fetched until then. */
export function HistoryToggle({ entity, id, version, of }: Props) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <div>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconHistory size={14} aria-hidden />}
        aria-expanded={opened}
        aria-label={`History of ${of}`}
        onClick={toggle}
      >
        History
      </Button>
      <Collapse expanded={opened} w="100%">
        {opened && (
          <Paper withBorder radius="md" p="sm" mt={4}>
            <HistoryList entity={entity} id={id} version={version} label={`History of ${of}`} />
          </Paper>
        )}
      </Collapse>
    </div>
  );
}
