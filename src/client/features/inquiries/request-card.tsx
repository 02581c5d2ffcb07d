import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatBusiness } from '../../../common/business-time.ts';
import { telHref } from '../../../common/offer/text.ts';

const when = (iso: string) =>
  formatBusiness(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One message waiting for an answer (an inquiry or a training request) with its Mark handled button. */
export function RequestCard(props: {
  title: string;
  email: string;
  phone: string | null;
  createdAt: string;
  handledAt: string | null;
  handledBy?: string | null;
  facts: { label: string; value: string | number | null }[];
  message: string | null;
  isSaving: boolean;
  onToggle: () => void;
  extra?: ReactNode;
}) {
  const isHandled = props.handledAt !== null;
  return (
    <Card padding="lg" radius="md" withBorder component="article" aria-label={props.title}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {props.title}
            </Text>
            <Badge color={isHandled ? 'sage' : 'ember'} variant="light">
              {isHandled ? 'Handled' : 'Open'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Received {when(props.createdAt)}
            {isHandled &&
              ` · handled ${when(props.handledAt!)}${props.handledBy ? ` by ${props.handledBy}` : ''}`}
          </Text>
        </Stack>
        <Button
          variant={isHandled ? 'default' : 'filled'}
          color={isHandled ? 'gray' : 'sage'}
          leftSection={isHandled ? <IconRotate size={16} /> : <IconCheck size={16} />}
          loading={props.isSaving}
          onClick={props.onToggle}
        >
          {isHandled ? 'Reopen' : 'Mark handled'}
        </Button>
      </Group>
      <Group gap="lg" mt="sm">
        <Anchor href={`mailto:${props.email}`} size="sm">
          {props.email}
        </Anchor>
        {props.phone && (
          <Anchor href={telHref(props.phone)} size="sm">
            {props.phone}
          </Anchor>
        )}
      </Group>
      <Group gap="xl" mt="sm">
        {props.facts
          .filter((f) => f.value !== null && f.value !== '')
          .map((f) => (
            <Text key={f.label} size="sm">
              <Text span c="dimmed">
                {f.label}:{' '}
              </Text>
              {f.value}
            </Text>
          ))}
      </Group>
      {props.message && (
        <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {props.message}
        </Text>
      )}
      {props.extra}
    </Card>
  );
}
