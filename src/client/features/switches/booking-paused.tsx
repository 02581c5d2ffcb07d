import { Alert } from '@mantine/core';
import { useSwitches } from '../../lib/use-switches.ts';

/** While an admin has paused online booking, booking forms say so up front (the server refuses anyway). */
export function BookingPaused() {
  const { bookNow } = useSwitches();
  if (bookNow.enabled) return null;
  return (
    <Alert color="red" variant="light" title="Online booking is paused" role="status">
      {bookNow.pausedMessage}
    </Alert>
  );
}
