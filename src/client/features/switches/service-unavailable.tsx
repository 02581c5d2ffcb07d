import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { serviceVisible } from '../../../common/switches/defaults.ts';
import { type ServiceName, serviceOffMessage } from '../../../common/switches/text.ts';
import { useSession } from '../../lib/use-session.ts';
import { useSwitches } from '../../lib/use-switches.ts';

/** What a switched-off service's page shows instead of its content (its data stays stored). */
export function ServiceUnavailable({ service }: { service: ServiceName }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="ember">
          <IconCalendarOff size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1}>{serviceOffMessage(service)}</Title>
        <Text c="dimmed" maw={480}>
          Please check back soon. Our full-service catering, menu orders and event quotes are open as always.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/services">
            See our services
          </Button>
          <Button component={Link} to="/contact" variant="outline">
            Contact us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** A service's page: its content while the service is offered to this viewer, the notice otherwise. */
export function ServiceGate({ service, children }: { service: ServiceName; children: ReactNode }) {
  const features = useSwitches();
  const { isAdmin } = useSession();
  return serviceVisible(features, service, isAdmin) ? children : <ServiceUnavailable service={service} />;
}
