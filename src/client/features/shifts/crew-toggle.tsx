import { Button, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { businessInstant } from '../../../common/business-time.ts';
import { CrewPanel } from './crew-panel.tsx';

type Props = {
  orderId: number;
  /** What the crew is of ("ORD-1042"): the button's accessible name. */
  of: string;
  /** The order's day and time window ("11:00-13:00"): where a new shift begins. */
  eventDate: string | null;
  timeWindow: string | null;
};

/**
 * An order's "Crew" button, opening its crew panel below it: the orders list shows many cards and
 * none fetches its shifts until the owner asks.
 */
export function CrewToggle({ orderId, of, eventDate, timeWindow }: Props) {
  const [opened, { toggle }] = useDisclosure(false);
  const time = /^\d{2}:\d{2}/.exec(timeWindow ?? '')?.[0] ?? '12:00';
  const startsAt = eventDate ? businessInstant(eventDate, time).toISOString() : null;
  return (
    <div>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconUsersGroup size={14} aria-hidden />}
        aria-expanded={opened}
        aria-label={`Crew of ${of}`}
        onClick={toggle}
      >
        Crew
      </Button>
      <Collapse expanded={opened} w="100%">
        {opened && <CrewPanel kind="order" id={orderId} startsAt={startsAt} />}
      </Collapse>
    </div>
  );
}
