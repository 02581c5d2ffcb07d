import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteList } from '../../../common/quotes/list.ts';
import { api } from '../../lib/api.ts';
import { automationKeys } from './query-keys.ts';

/*
 * The shapes issue 40 gives; the server's schemas in src/common/automations/schema.ts own them. These types
 * stand in until the UI reads the schemas' types.
 */

/** One automation: its switch, timing and texts, with the placeholders its texts may use. */
export type Automation = {
  key: string;
  enabled: boolean;
  label?: string;
  delayDays?: number;
  mailSubject?: string;
  mailBody?: string;
  smsBody?: string;
  placeholders?: string[];
};

/** The list; `textsOff` when no text can be sent (production without the gateway's keys). */
type AutomationList = { items: Automation[]; textsOff?: boolean };

export function useAutomations() {
  return useQuery({
    queryKey: automationKeys.automations,
    queryFn: () => api.get<AutomationList>('/api/admin/automations'),
  });
}

export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Automation) =>
      api.put<Automation>(`/api/admin/automations/${encodeURIComponent(key)}`, { key, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.automations }),
  });
}

/** The newest proposal: the real record the automations' texts are previewed on. */
export function useRecentQuote() {
  return useQuery({
    queryKey: automationKeys.previewQuote,
    queryFn: () => api.get<QuoteList>('/api/quotes/list?page=1&pageSize=1'),
    select: (list) => list.quotes[0] ?? null,
  });
}
