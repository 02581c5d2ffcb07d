import { ActionIcon, Button, Card, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEEKDAYS } from '../../../common/business-time.ts';
import { SITE_QUERIES } from '../../../common/seo.ts';
import {
  TRUCK_MAX_STOPS,
  type TruckSchedule,
  TruckScheduleSchema,
  WEEKDAY_LABELS,
} from '../../../common/truck.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { truckKeys } from '../truck/query-keys.ts';

const DAYS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

/** The food truck's weekly stops, shown on /food-truck and answered by GET /api/truck/location. */
export function TruckScheduleForm({ schedule }: { schedule: TruckSchedule }) {
  const queryClient = useQueryClient();
  const form = useForm<TruckSchedule>({
    initialValues: schedule,
    validate: zodValidate(TruckScheduleSchema),
  });
  const save = useMutation({
    mutationFn: (values: TruckSchedule) => api.put<TruckSchedule>('/api/truck/schedule', values),
    onSuccess: (saved) => {
      form.setValues(saved);
      form.resetDirty(saved);
      void queryClient.invalidateQueries({ queryKey: SITE_QUERIES.truckLocation.key });
      queryClient.setQueryData(truckKeys.schedule, saved);
      notifySuccess('Schedule Saved', 'The food truck page shows the new schedule.');
    },
    onError: (error) => {
      showSubmitError(error, {
        title: 'Save Failed',
        fallback: 'The schedule could not be saved. Please try again.',
        setErrors: form.setErrors,
      });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError)} noValidate>
      <Stack gap="md" maw={1100}>
        <TextInput
          label="Home base (shown when the truck is not out)"
          required
          {...form.getInputProps('homeBase')}
        />
        {form.values.stops.length === 0 && (
          <Text c="dimmed">No stops: the truck page will say it is taking a break.</Text>
        )}
        {form.values.stops.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
          <Card key={index} withBorder padding="md" radius="md">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
                <Select
                  label="Day"
                  data={DAYS}
                  allowDeselect={false}
                  {...form.getInputProps(`stops.${index}.day`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput label="Place" {...form.getInputProps(`stops.${index}.place`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <TextInput label="Address" {...form.getInputProps(`stops.${index}.address`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <TextInput label="Starts" type="time" {...form.getInputProps(`stops.${index}.start`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Ends"
                    type="time"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`stops.${index}.end`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={`Remove stop ${index + 1}`}
                    onClick={() => form.removeListItem('stops', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Grid.Col>
            </Grid>
          </Card>
        ))}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          disabled={form.values.stops.length >= TRUCK_MAX_STOPS}
          onClick={() =>
            form.insertListItem('stops', {
              day: 'monday',
              place: '',
              address: '',
              start: '11:00',
              end: '14:00',
            })
          }
        >
          Add a stop
        </Button>
        <Group mt="md">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save schedule
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
