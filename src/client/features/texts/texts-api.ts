import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { textKeys } from './query-keys.ts';

/*
 * The shapes issue 40 gives; the server's schemas in src/common/texts/schema.ts own them. These types
 * stand in until the UI reads the schemas' types.
 */

/** One text in the outbox; `sendAt` is set while a text waits out the quiet hours (`scheduled`). */
export type SmsOutboxItem = {
  to: string;
  body: string;
  status: string;
  createdAt: string;
  sendAt?: string | null;
};

export function useSmsOutbox() {
  return useQuery({
    queryKey: textKeys.outbox,
    queryFn: () => api.get<{ items: SmsOutboxItem[] }>('/api/admin/sms-outbox'),
  });
}
