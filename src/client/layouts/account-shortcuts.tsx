import { Badge, Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '../../common/auth.ts';
import { errorText } from '../lib/api.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useAppInfo, useDemoSignIn, useSession } from '../lib/use-session.ts';

/**
 * Signed in: a welcome with username and role, and a Dashboard button.
 * Signed out: the Client Portal and Admin shortcuts (one-click demo sign-in in demo mode, else /login).
 */
export function AccountShortcuts({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { user } = useSession();
  const appInfo = useAppInfo();
  const demoSignIn = useDemoSignIn();
  const navigate = useNavigate();

  if (user) {
    return (
      <Group
        gap="sm"
        wrap="nowrap"
        align="center"
        style={stacked ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
      >
        <Text size="sm" c="dark.6" lh={1.2}>
          Welcome, <strong>{user.username}</strong>{' '}
          <Badge size="sm" variant="light" color={user.role === 'admin' ? 'ember' : 'sage'}>
            {user.role}
          </Badge>
        </Text>
        <Button
          component={Link}
          to="/dashboard"
          size="sm"
          leftSection={<IconLayoutDashboard size={16} />}
          onClick={onNavigate}
        >
          Dashboard
        </Button>
      </Group>
    );
  }

  const signInAsDemo = (role: Role) => {
    onNavigate?.();
    demoSignIn.mutate(role, {
      onSuccess: (signedIn) => {
        notifySuccess('Welcome', `Signed in as ${signedIn.username}.`);
        navigate('/dashboard');
      },
      onError: (error) => notifyError('Login Failed', errorText(error, 'Login failed')),
    });
  };

  // In demo mode these sign in to the demo accounts at once: say so, on screen and to screen readers.
  const isDemo = appInfo.data?.demoMode === true;
  const shortcuts: { role: Role; label: string; look: ButtonProps; icon: ReactNode }[] = [
    {
      role: 'client',
      label: 'Client Portal',
      look: { variant: 'light' },
      icon: <IconUserCircle size={16} />,
    },
    {
      role: 'admin',
      label: 'Admin',
      look: { variant: 'subtle', color: 'dark' },
      icon: <IconShieldLock size={16} />,
    },
  ];
  const buttons = (
    <Group
      gap="xs"
      wrap="nowrap"
      style={stacked ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
    >
      {isDemo && stacked && (
        <Badge variant="outline" color="gray.7" size="sm" title="One-click sign-in to the demo accounts">
          Demo sign-in
        </Badge>
      )}
      {shortcuts.map(({ role, label, look, icon }) =>
        isDemo ? (
          <Button
            key={role}
            aria-label={`${label} (demo sign-in)`}
            title={`Signs in to the demo ${role} account`}
            size="sm"
            leftSection={icon}
            loading={demoSignIn.isPending && demoSignIn.variables === role}
            onClick={() => signInAsDemo(role)}
            {...look}
          >
            {label}
          </Button>
        ) : (
          // Outside demo mode, links to the sign-in page: they work before React loads and open in
          // a new tab like any link.
          <Button
            key={role}
            component={Link}
            to="/login"
            size="sm"
            leftSection={icon}
            onClick={onNavigate}
            {...look}
          >
            {label}
          </Button>
        ),
      )}
    </Group>
  );
  if (!isDemo || stacked) return buttons;
  // The full header has no room for wider buttons, but room above them: a caption says what they do.
  return (
    <Stack gap={2} align="center">
      <Text component="span" fz={10} fw={700} tt="uppercase" lts={0.6} c="dark.4" lh={1}>
        Demo sign-in
      </Text>
      {buttons}
    </Stack>
  );
}
