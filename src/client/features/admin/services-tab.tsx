import { Badge, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import type { SiteSwitches } from '../../../common/switches/schema.ts';
import { SERVICE_LABELS, type ServiceName } from '../../../common/switches/text.ts';
import { useSaveSwitches } from './use-admin.ts';

const DESCRIPTIONS: Record<ServiceName, string> = {
  foodTruck: 'The Food Truck page, its schedule and location.',
  dinnerCatering: 'Dinner pickup orders, in the pickup hours set in the offer.',
  brunch: 'Brunch catering quotes and the brunch offer.',
  training: 'Chef & etiquette programs and enrollment requests.',
  recurringOrders: 'Orders that repeat every week or month.',
};
const CORE = ['Full-Service Catering', 'Menu Orders', 'Event Quotes'];

/** One switch per optional service; off hides it from the site and its API refuses new requests. */
export function ServicesTab({ services }: { services: SiteSwitches['services'] }) {
  const save = useSaveSwitches();
  const names = Object.keys(SERVICE_LABELS) as ServiceName[];
  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h4" mb="md">
          Services
        </Title>
        <Stack gap="lg">
          {names.map((name) => (
            <Stack key={name} gap="xs">
              <Switch
                size="md"
                label={SERVICE_LABELS[name]}
                description={DESCRIPTIONS[name]}
                checked={services[name].enabled}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate({ services: { [name]: { enabled: event.currentTarget.checked } } })
                }
              />
              {name === 'training' && (
                <Group gap="sm" pl={54}>
                  <Text size="sm" id="training-visibility">
                    Visible to
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby="training-visibility"
                    value={services.training.visibility}
                    disabled={save.isPending}
                    data={[
                      { value: 'public', label: 'Public' },
                      { value: 'admin', label: 'Admin Only' },
                    ]}
                    onChange={(value) =>
                      save.mutate({ services: { training: { visibility: value as 'public' | 'admin' } } })
                    }
                  />
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h5" mb="xs">
          Always active
        </Title>
        <Group gap="xs">
          {CORE.map((core) => (
            <Badge key={core} color="sage" variant="light">
              {core}
            </Badge>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
