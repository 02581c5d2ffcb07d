import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Payment } from '../../../common/payments.ts';
import { HistoryList } from '../audit/history-list.tsx';

/** An admin's view of who recorded or refunded a payment (issue 36 §3), in a dialog of its own. */
export function PaymentHistoryButton({ payment, label }: { payment: Payment; label: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" aria-label={`History of ${label}`} onClick={open}>
        History
      </Button>
      <Modal opened={opened} onClose={close} title={`History of ${label}`}>
        {opened && (
          <HistoryList
            entity="payment"
            id={payment.id}
            version={`${payment.status}:${payment.refundedAt ?? ''}`}
            label={`History of ${label}`}
          />
        )}
      </Modal>
    </>
  );
}
