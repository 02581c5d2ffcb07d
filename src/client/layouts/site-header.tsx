import { Burger, Container, Divider } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CartButton } from '../features/cart/cart-button.tsx';
import { useBusiness } from '../lib/use-business.ts';
import { useSwitches } from '../lib/use-switches.ts';
import { BrandMark } from '../ui/brand.tsx';
import { AccountShortcuts } from './account-shortcuts.tsx';
import { SITE_LINKS, visibleLinks } from './navigation.ts';
import classes from './site-header.module.css';

/**
 * The public header: brand, the main pages, the cart, and the account shortcuts. Below 1200 px the
 * links fold into a menu under the header (a plain disclosure, so phones download no dialog code).
 * Plain elements and a CSS module rather than Mantine's Container/Group: the header is on every public
 * page the server renders, and those emitted a style attribute per element and <style> blocks for the
 * responsive props. The menu's contents are in every page, hidden, so opening it draws nothing new.
 */
export function SiteHeader() {
  const [isOpen, setOpen] = useState(false);
  const business = useBusiness();
  const location = useLocation();
  const menuId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  // Visitors see this header: services an admin switched off leave the menu.
  const links = visibleLinks(SITE_LINKS, false, useSwitches());

  // Any navigation (a link in the menu, the brand, the back button) closes the menu.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
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
    <header className={classes.header} data-open={isOpen || undefined}>
      <div className={classes.bar}>
        <Link to="/" className={classes.brand}>
          <BrandMark />
          <span>{business.name}</span>
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          {links
            .filter((link) => link.to !== '/')
            .map((link) => (
              <NavLink key={link.to} to={link.to} end className={classes.link}>
                {link.label}
              </NavLink>
            ))}
        </nav>
        <div className={classes.actions}>
          <CartButton />
          <div className={classes.wide}>
            <AccountShortcuts />
          </div>
          <Burger
            ref={burger}
            opened={isOpen}
            onClick={() => setOpen((open) => !open)}
            hiddenFrom="lg"
            aria-label={isOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isOpen}
            aria-controls={menuId}
          />
        </div>
      </div>
      {/* A non-modal dialog: the page stays usable, the menu is announced as one unit. */}
      <div
        id={menuId}
        className={classes.panel}
        hidden={!isOpen}
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
      </div>
    </header>
  );
}
