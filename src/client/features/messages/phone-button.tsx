import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useMemo } from 'react';
import { telHref } from '../../../common/offer/text.ts';
import { notifyError } from '../../lib/notify.ts';

/** True on phones and tablets: a coarse pointer or a touch screen. */
function isTouchDevice(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(pointer: coarse)').matches || navigator.maxTouchPoints > 0;
}

/** Calls the client (for admins) or the business (for clients); offered on touch devices only. */
export function PhoneButton({ number, isAdmin }: { number: string | null; isAdmin: boolean }) {
  const touch = useMemo(isTouchDevice, []);
  if (!touch) return null;

  function call() {
    if (!isTouchDevice()) {
      notifyError('Phone Unavailable', 'Phone calling is only available on mobile devices and tablets.');
      return;
    }
    if (!number) {
      notifyError(
        'Phone Unavailable',
        isAdmin ? 'Client phone number not on file' : 'Business phone number not available',
      );
      return;
    }
    window.location.href = telHref(number);
  }

  return (
    <Button variant="light" size="xs" leftSection={<IconPhone size={16} />} onClick={call}>
      {isAdmin ? 'Call client' : 'Call us'}
    </Button>
  );
}
