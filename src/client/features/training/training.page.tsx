import {
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendar, IconCheck, IconClock, IconInbox, IconUsers } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRAINING_CATEGORIES, TRAINING_PROGRAMS, type TrainingProgram } from '../../../common/training.ts';
import { useSession } from '../../lib/use-session.ts';
import { ServiceGate } from '../switches/service-unavailable.tsx';
import { MyRequests } from './my-requests.tsx';
import { type RequestKind, RequestModal } from './request-modal.tsx';

const categoryLabel = (value: string) => TRAINING_CATEGORIES.find((c) => c.value === value)?.label ?? value;

function ProgramCard({
  program,
  onRequest,
}: {
  program: TrainingProgram;
  onRequest: (kind: RequestKind) => void;
}) {
  const facts = [
    { icon: IconClock, text: `${program.duration} · ${program.sessions}` },
    { icon: IconCalendar, text: `${program.schedule} · next start: ${program.nextStart}` },
    { icon: IconUsers, text: `Max ${program.maxStudents} students` },
  ];
  return (
    <Card padding="xl" radius="lg" withBorder component="article" aria-labelledby={`program-${program.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap={6}>
          <Badge variant="light" color="ember">
            {categoryLabel(program.category)}
          </Badge>
          <Badge variant="light" color="sage">
            {program.difficulty}
          </Badge>
        </Group>
        <Text ff="heading" fw={700} fz={26} c="ember.7" lh={1} ta="right">
          {program.price}
        </Text>
      </Group>
      <Title order={2} fz="h3" mt="md" id={`program-${program.id}`}>
        {program.title}
      </Title>
      <Text c="dimmed" mt={6}>
        {program.description}
      </Text>
      <Stack gap={6} mt="md">
        {facts.map((fact) => (
          <Group key={fact.text} gap="xs" wrap="nowrap" align="flex-start">
            <fact.icon size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
            <Text size="sm">{fact.text}</Text>
          </Group>
        ))}
      </Stack>
      <List
        mt="md"
        spacing={4}
        size="sm"
        style={{ flex: 1 }}
        icon={
          <ThemeIcon color="sage" size={18} radius="xl">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {program.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Group mt="lg" gap="sm">
        <Button onClick={() => onRequest('enroll')} aria-label={`Enroll Now: ${program.title}`}>
          Enroll Now
        </Button>
        <Button
          variant="outline"
          onClick={() => onRequest('info')}
          aria-label={`Learn More: ${program.title}`}
        >
          Learn More
        </Button>
      </Group>
    </Card>
  );
}

const PublicFrame = ({ children }: { children: ReactNode }) => (
  <Container size="xl" py={48}>
    {children}
  </Container>
);

/** /training: the chef and etiquette programs; Enroll Now and Learn More send a stored request. */
function TrainingPageContent() {
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const [category, setCategory] = useState('all');
  const [request, setRequest] = useState<{ program: TrainingProgram; kind: RequestKind } | null>(null);
  const programs = TRAINING_PROGRAMS.filter((p) => category === 'all' || p.category === category);

  // Visitors see the page in the public frame, which has no page padding of its own.
  const Frame = user ? Fragment : PublicFrame;
  return (
    <Frame>
      <Stack gap="xl" maw={1200}>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Chef & Etiquette Training</Title>
            <Text c="dimmed" mt={4} maw={640}>
              Learn from the cooks and servers behind our events: small classes in our Philadelphia kitchen,
              from knife skills to running a 100-guest service.
            </Text>
          </div>
          {isAdmin && (
            <Button
              component={Link}
              to="/inquiries?tab=training"
              variant="light"
              leftSection={<IconInbox size={18} />}
            >
              Enrollment requests
            </Button>
          )}
        </Group>
        <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
          <Group gap="xs" role="radiogroup" aria-label="Filter programs by category">
            {[{ value: 'all', label: 'All Programs' }, ...TRAINING_CATEGORIES].map((c) => (
              <Chip key={c.value} value={c.value} color="ember" variant="outline">
                {c.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {programs.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              // A visitor (training set to Public) is asked to sign in first, then comes back here.
              onRequest={(kind) =>
                user ? setRequest({ program, kind }) : navigate('/login', { state: { from: '/training' } })
              }
            />
          ))}
        </SimpleGrid>
        {user && !isAdmin && <MyRequests />}
        <Text size="sm" c="dimmed">
          Questions about a program?{' '}
          <Anchor component={Link} to="/contact">
            Contact us
          </Anchor>{' '}
          or send a Learn More request.
        </Text>
        {request && (
          <RequestModal
            key={`${request.program.id}-${request.kind}`}
            program={request.program}
            kind={request.kind}
            onClose={() => setRequest(null)}
          />
        )}
      </Stack>
    </Frame>
  );
}

/** Shown while the service is on (Feature Manager); otherwise the page says it is not available. */
export function TrainingPage() {
  return (
    <ServiceGate service="training">
      <TrainingPageContent />
    </ServiceGate>
  );
}
