import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  NavLink as MantineNavLink,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconWorld } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { pageForPath } from '../../common/pages/index.ts';
import { CartButton } from '../features/cart/cart-button.tsx';
import { signOut, useSession } from '../lib/use-session.ts';
import { useSwitches } from '../lib/use-switches.ts';
import { Brand } from '../ui/brand.tsx';
import { AccountShortcuts } from './account-shortcuts.tsx';
import { AttentionBadge } from './attention-badge.tsx';
import {
  groupedLinks,
  type NavLink as LinkData,
  PORTAL_LINKS,
  SITE_LINKS,
  visibleLinks,
} from './navigation.ts';

/** The signed-in layout: a sidebar (admin-only items for admins only) and a top bar. */
export function PortalLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, isAdmin, isStaff } = useSession();
  const location = useLocation();
  const features = useSwitches();
  const links = visibleLinks(PORTAL_LINKS, isAdmin, features, isStaff);
  // Staff have the kitchen's pages only: no public-site links beside them.
  const siteLinks = (isStaff ? [] : visibleLinks(SITE_LINKS, isAdmin, features)).filter(
    (site) => !links.some((link) => link.to === site.to),
  );
  // On the public pages the bar keeps the public header's welcome (username and role) and Dashboard
  // button (spec 1 §2): in the bar on wide screens, at the top of the menu on narrower ones.
  const isPublicPage = pageForPath(location.pathname)?.access === 'public';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Brand to={isStaff ? '/kitchen' : '/dashboard'} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {isPublicPage && (
              <Box visibleFrom="md">
                <AccountShortcuts />
              </Box>
            )}
            {!isStaff && <CartButton />}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label="Account menu" mih={44} miw={44}>
                  <Group gap={8} wrap="nowrap">
                    <Avatar color="ember" radius="xl" size={34}>
                      {user?.username.slice(0, 2).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={600} visibleFrom="sm">
                      {user?.username}
                    </Text>
                    <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  Signed in as {user?.username} ({user?.role})
                </Menu.Label>
                <Menu.Item component={Link} to="/" leftSection={<IconWorld size={16} />}>
                  Public site
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
                  Log out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Portal">
        {isPublicPage && (
          <AppShell.Section
            hiddenFrom="md"
            pb="sm"
            mb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <AccountShortcuts stacked onNavigate={close} />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea}>
          {isAdmin ? (
            groupedLinks(links, siteLinks).map((group) => (
              <LinkGroupSection key={group.name} title={group.name} links={group.links} onNavigate={close} />
            ))
          ) : (
            <>
              {links.map((link) => (
                <SidebarLink key={link.to} link={link} onNavigate={close} />
              ))}
              {siteLinks.length > 0 && (
                <LinkGroupSection title="Website" links={siteLinks} onNavigate={close} />
              )}
            </>
          )}
        </AppShell.Section>
        <AppShell.Section>
          <MantineNavLink
            component="button"
            label="Log out"
            leftSection={<IconLogout size={18} />}
            onClick={() => void signOut()}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" bg="var(--mantine-color-body)">
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}

function SidebarLink({ link, onNavigate }: { link: LinkData; onNavigate: () => void }) {
  const location = useLocation();
  return (
    <MantineNavLink
      component={NavLink}
      to={link.to}
      label={link.label}
      leftSection={<link.icon size={18} />}
      rightSection={<AttentionBadge name={link.attention} />}
      active={location.pathname === link.to}
      onClick={onNavigate}
    />
  );
}

/** A titled group of sidebar links: a list a screen reader announces by its title. */
function LinkGroupSection({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: LinkData[];
  onNavigate: () => void;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" tt="uppercase" fw={700} c="dimmed" mt="md" mb={4} px="sm">
        {title}
      </Text>
      {links.map((link) => (
        <SidebarLink key={link.to} link={link} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
