import { Anchor, Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in and recovery pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center py={{ base: 32, sm: 64 }} px="md" className="auth-backdrop">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Title order={1} fz={{ base: 26, sm: 30 }} mb={4}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mb="lg">
            {subtitle}
          </Text>
        )}
        <Box>{children}</Box>
        <Group justify="center" mt="xl">
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> Back to Home
            </Group>
          </Anchor>
        </Group>
      </Paper>
    </Center>
  );
}
