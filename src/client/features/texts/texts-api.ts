import { useQuery } from '@tanstack/react-query';
import type { SmsOutboxResponse } from '../../../common/texts/schema.ts';
import { api } from '../../lib/api.ts';
import { textKeys } from './query-keys.ts';

/** GET /api/admin/sms-outbox: the texts sent, held or refused, newest first (the server caps the list). */
export function useSmsOutbox() {
  return useQuery({
    queryKey: textKeys.outbox,
    queryFn: () => api.get<SmsOutboxResponse>('/api/admin/sms-outbox'),
  });
}
