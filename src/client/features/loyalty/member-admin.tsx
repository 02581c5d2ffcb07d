import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdjustPointsBodySchema, type LoyaltySummary } from '../../../common/loyalty.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { HistoryTable } from './history-table.tsx';
import { TierCard } from './tier-card.tsx';

/** What an admin sees after scanning a member card (/rewards?member=ID): the record and a manual adjustment. */
export function MemberAdmin({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const key = ['loyalty', 'member', memberId];
  const member = useQuery({
    queryKey: key,
    queryFn: () => api.get<LoyaltySummary>(`/api/loyalty/${memberId}`),
    staleTime: 0,
  });
  const form = useForm({
    initialValues: { points: 0, reason: '' },
    validate: zodValidate(AdjustPointsBodySchema),
  });
  const adjust = useMutation({
    mutationFn: (body: { points: number; reason: string }) =>
      api.post<LoyaltySummary>(`/api/loyalty/${memberId}/adjust`, body),
    onSuccess: (summary) => {
      queryClient.setQueryData(key, summary);
      form.reset();
      notifySuccess('Points Adjusted', `Member #${memberId} now has ${summary.points} points.`);
    },
    onError: (error) => {
      showSubmitError(error, {
        title: 'Error',
        fallback: 'Failed to adjust the points.',
        setErrors: form.setErrors,
      });
    },
  });

  return (
    <QueryState
      query={member}
      loadingLabel={`Loading member #${memberId}`}
      errorTitle={`Member #${memberId} was not found`}
      skeletons={{ count: 1, height: 240 }}
    >
      {(summary) => (
        <Stack gap="lg">
          <Title order={2} fz="h3">
            Member #{String(memberId).padStart(6, '0')}
          </Title>
          <TierCard summary={summary} />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form onSubmit={form.onSubmit((values) => adjust.mutate(values), focusFirstError)} noValidate>
              <Text fw={700} mb="sm">
                Adjust points
              </Text>
              <Group align="flex-start" wrap="wrap">
                <NumberInput
                  label="Points (+/-)"
                  allowDecimal={false}
                  w={160}
                  {...form.getInputProps('points')}
                />
                <TextInput
                  label="Reason"
                  style={{ flexGrow: 1 }}
                  miw={220}
                  {...form.getInputProps('reason')}
                />
                <Button type="submit" mt={25} loading={adjust.isPending}>
                  Adjust
                </Button>
              </Group>
            </form>
          </Paper>
          <HistoryTable history={summary.history} />
        </Stack>
      )}
    </QueryState>
  );
}
