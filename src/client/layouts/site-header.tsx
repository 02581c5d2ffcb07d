import {
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, useLocation } from 'react-router';
import { Brand } from '../ui/brand.tsx';
import { AccountShortcuts } from './account-shortcuts.tsx';
import { CartButton } from './cart-button.tsx';
import { SITE_LINKS } from './navigation.ts';
import classes from './site-header.module.css';

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Brand />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            {SITE_LINKS.map((link) => (
              <UnstyledButton key={link.to} component={NavLink} to={link.to} end className={classes.link}>
                {link.label}
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CartButton />
            <Box visibleFrom="md">
              <AccountShortcuts />
            </Box>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
            />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" position="right" size="xs" hiddenFrom="md">
        <Stack gap="xs" component="nav" aria-label="Main">
          {SITE_LINKS.map((link) => (
            <MantineNavLink
              key={link.to}
              component={NavLink}
              to={link.to}
              label={link.label}
              leftSection={<link.icon size={18} />}
              active={location.pathname === link.to}
              onClick={close}
            />
          ))}
          <Divider my="sm" />
          <AccountShortcuts stacked onNavigate={close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
