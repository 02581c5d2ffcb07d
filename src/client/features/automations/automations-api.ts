import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Automation,
  AutomationKey,
  AutomationPreview,
  AutomationsResponse,
} from '../../../common/automations/schema.ts';
import type { QuoteList } from '../../../common/quotes/list.ts';
import { api } from '../../lib/api.ts';
import { automationKeys } from './query-keys.ts';

export function useAutomations() {
  return useQuery({
    queryKey: automationKeys.automations,
    queryFn: () => api.get<AutomationsResponse>('/api/admin/automations'),
  });
}

/** Saves one automation as a whole (PUT /api/admin/automations/{key}); the list then shows it. */
export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (automation: Automation) =>
      api.put<Automation>(`/api/admin/automations/${encodeURIComponent(automation.key)}`, automation),
    onSuccess: (saved) =>
      queryClient.setQueryData<AutomationsResponse>(automationKeys.automations, (list) =>
        list ? { ...list, items: list.items.map((a) => (a.key === saved.key ? saved : a)) } : list,
      ),
  });
}

/** The automation's texts, as typed, filled in on a real proposal by the server. */
export function usePreviewAutomation() {
  return useMutation({
    mutationFn: (
      input: Pick<Automation, 'key' | 'mailSubject' | 'mailBody' | 'textBody'> & { recordId: number },
    ) =>
      api.post<AutomationPreview>(`/api/admin/automations/${encodeURIComponent(input.key)}/preview`, {
        recordId: input.recordId,
        mailSubject: input.mailSubject,
        mailBody: input.mailBody,
        textBody: input.textBody,
      }),
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

/** Each automation as the owner reads it: its name and what its days count. */
export const AUTOMATION_WORDS: Record<AutomationKey, { title: string; timing: string }> = {
  'proposal-not-opened': {
    title: 'Proposal not opened',
    timing: 'Days after a proposal is sent, when the client has not opened it',
  },
  'proposal-not-signed': {
    title: 'Proposal opened, not signed',
    timing: 'Days after the client opened the proposal, when they have not signed it',
  },
  'proposal-expiring': {
    title: 'Proposal about to expire',
    timing: 'Days before an unsigned proposal expires',
  },
  'thank-you': {
    title: 'Thank-you and review request',
    timing: 'Days after the event or the catering order',
  },
};
