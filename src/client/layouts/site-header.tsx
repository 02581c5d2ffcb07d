import { Box, Burger, Container, Divider, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useFeatures } from '../lib/use-features.ts';
import { Brand } from '../ui/brand.tsx';
import { AccountShortcuts } from './account-shortcuts.tsx';
import { CartButton } from './cart-button.tsx';
import { SITE_LINKS, visibleLinks } from './navigation.ts';
import classes from './site-header.module.css';

/**
 * The public header: brand, the main pages, the cart, and the account shortcuts. Below 1200 px the
 * links fold into a menu under the header (a plain disclosure, so phones download no dialog code).
 */
export function SiteHeader() {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  // Visitors see this header: services an admin switched off leave the menu.
  const links = visibleLinks(SITE_LINKS, false, useFeatures());

  // Any navigation (a link in the menu, the brand, the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!isOpen) return;
    // Focus moves into the menu; Escape closes it and returns focus to the burger.
    document.getElementById(menuId)?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, menuId]);

  return (
    <Box component="header" className={classes.header} data-open={isOpen || undefined}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Brand />
          <Group component="nav" aria-label="Main" gap={2} visibleFrom="lg" wrap="nowrap">
            {links
              .filter((link) => link.to !== '/')
              .map((link) => (
                <UnstyledButton key={link.to} component={NavLink} to={link.to} end className={classes.link}>
                  {link.label}
                </UnstyledButton>
              ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CartButton />
            <Box visibleFrom="lg">
              <AccountShortcuts />
            </Box>
            <Burger
              ref={burger}
              opened={isOpen}
              onClick={() => setOpen((open) => !open)}
              hiddenFrom="lg"
              aria-label={isOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={isOpen}
              aria-controls={menuId}
            />
          </Group>
        </Group>
      </Container>
      {/* A non-modal dialog: the page stays usable, the menu is announced as one unit. */}
      <Box
        id={menuId}
        className={classes.panel}
        hidden={!isOpen}
        hiddenFrom="lg"
        role="dialog"
        aria-modal="false"
        aria-label="Menu"
      >
        <Container size="xl" py="md">
          <nav aria-label="Main">
            <ul className={classes.panelList}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={classes.panelLink} onClick={() => setOpen(false)}>
                    <link.icon size={20} stroke={1.6} aria-hidden="true" />
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Divider my="md" />
          <AccountShortcuts stacked onNavigate={() => setOpen(false)} />
        </Container>
      </Box>
    </Box>
  );
}
