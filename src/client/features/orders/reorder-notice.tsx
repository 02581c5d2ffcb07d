import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { type Reorder, skippedNotice } from '../../../common/orders/reorder.ts';

/** The state "Order again" leaves on its way to checkout: the dishes it left out. */
export type ReorderState = { reorderSkipped?: Reorder['skipped'] };

/** At checkout after "Order again": names the dishes no longer on the menu that were left out. */
export function ReorderNotice() {
  const state = useLocation().state as ReorderState | null;
  const notice = skippedNotice(state?.reorderSkipped ?? []);
  if (!notice) return null;
  return (
    <Alert color="ember" variant="light" icon={<IconInfoCircle />} title="Some dishes were left out">
      {notice}
    </Alert>
  );
}
