import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../../common/switches/defaults.ts';
import { groupedLinks, PORTAL_LINKS, SITE_LINKS, visibleLinks } from './navigation.ts';

/** The sidebar as the portal lays it out for each role (portal-layout.tsx). */
function sidebar(role: 'admin' | 'staff' | 'client') {
  const links = visibleLinks(PORTAL_LINKS, role === 'admin', DEFAULT_FEATURES, role === 'staff');
  const siteLinks = (
    role === 'staff' ? [] : visibleLinks(SITE_LINKS, role === 'admin', DEFAULT_FEATURES)
  ).filter((site) => !links.some((link) => link.to === site.to));
  return { links, siteLinks };
}

describe("the owner's sidebar", () => {
  it('groups every link by job, the daily pages first', () => {
    const { links, siteLinks } = sidebar('admin');
    const groups = groupedLinks(links, siteLinks).map((group) => [
      group.name,
      group.links.map((link) => link.label),
    ]);
    expect(groups).toEqual([
      ['Today', ['Dashboard', 'Proposals', 'Messages', 'Orders', 'Inquiries']],
      ['Sales', ['Events', 'Enter order', 'Automations', 'Invoices', 'Recurring Orders', 'QR Codes']],
      ['Kitchen', ['Calendar', 'Kitchen', 'Staff', 'Payroll']],
      [
        'Menu & site',
        [
          'Menu',
          'Dinner Catering',
          'Gallery',
          'Photo Manager',
          'Menu Manager',
          'Ingredients',
          'Training',
          'Home',
          'About',
          'Services',
          'Packages',
          'Food Truck',
          'Contact',
          'Get a Quote',
        ],
      ],
      ['Settings', ['Profile', 'Business Settings', 'Admin', 'API Reference']],
    ]);
  });

  it("shows an admin none of a client's own pages (Rewards, Order Tracker); clients keep them", () => {
    const admin = sidebar('admin').links.map((link) => link.label);
    expect(admin).not.toContain('Rewards');
    expect(admin).not.toContain('Order Tracker');
    const client = sidebar('client').links.map((link) => link.label);
    expect(client).toContain('Rewards');
    expect(client).toContain('Order Tracker');
    expect(client).not.toContain('Menu Manager');
  });

  it('shows staff only the pages their role opens, their shifts first', () => {
    expect(sidebar('staff').links.map((link) => link.label)).toEqual([
      'My shifts',
      'Orders',
      'Calendar',
      'Kitchen',
    ]);
    expect(sidebar('client').links.map((link) => link.label)).not.toContain('My shifts');
    expect(sidebar('staff').siteLinks).toEqual([]);
  });
});
