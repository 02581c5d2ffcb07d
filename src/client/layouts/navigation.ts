import {
  type Icon,
  IconAdjustments,
  IconAward,
  IconBasket,
  IconCalendarEvent,
  IconChefHat,
  IconFileInvoice,
  IconHome,
  IconInbox,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconMoon,
  IconPackage,
  IconPhoto,
  IconPhotoEdit,
  IconQrcode,
  IconReceipt,
  IconRepeat,
  IconRoute,
  IconSchool,
  IconSettings,
  IconSparkles,
  IconToolsKitchen2,
  IconTruck,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { Attention } from '../../common/attention.ts';
import {
  HEADER_LINKS,
  type NavIconName,
  SIDEBAR_GROUPS,
  SIDEBAR_LINKS,
  type SidebarGroup,
} from '../../common/pages/index.ts';
import { type ServiceName, serviceVisible } from '../../common/switches/defaults.ts';
import type { SiteSwitches } from '../../common/switches/schema.ts';

export type NavLink = {
  to: string;
  label: string;
  icon: Icon;
  adminOnly?: boolean;
  /** Admins and staff only (the kitchen's pages). */
  staffOnly?: boolean;
  /** Clients only: an admin has no rewards and no orders of their own to track. */
  clientOnly?: boolean;
  /** Staff only: their own shifts (an admin works none). */
  crewOnly?: boolean;
  /** The owner's sidebar group (see groupedLinks). */
  group?: SidebarGroup;
  /** Staff see it (they see nothing else). */
  staff?: boolean;
  description?: string;
  /** A service the Feature Manager may switch off: the link goes with it. */
  service?: ServiceName;
  /** For admins: the count of GET /api/admin/attention shown as this entry's badge. */
  attention?: keyof Attention;
};

const ICONS: Record<NavIconName, Icon> = {
  adjustments: IconAdjustments,
  award: IconAward,
  basket: IconBasket,
  calendar: IconCalendarEvent,
  chef: IconChefHat,
  invoice: IconFileInvoice,
  home: IconHome,
  inbox: IconInbox,
  info: IconInfoCircle,
  dashboard: IconLayoutDashboard,
  mail: IconMail,
  messages: IconMessages,
  moon: IconMoon,
  package: IconPackage,
  photo: IconPhoto,
  'photo-edit': IconPhotoEdit,
  qrcode: IconQrcode,
  receipt: IconReceipt,
  repeat: IconRepeat,
  route: IconRoute,
  school: IconSchool,
  settings: IconSettings,
  sparkles: IconSparkles,
  kitchen: IconToolsKitchen2,
  truck: IconTruck,
  user: IconUserCircle,
  users: IconUsers,
};

/** Links of the public header, the phone menu and the footer: the registry's header entries. */
export const SITE_LINKS: NavLink[] = HEADER_LINKS.map(({ icon, service, ...link }) => ({
  ...link,
  icon: ICONS[icon],
  ...(service ? { service } : {}),
}));

/**
 * The portal sidebar: the registry's sidebar entries, one per tool (the menu tool's other paths still
 * open it). Admin-only items are shown to admins only; the route guard checks the role again and the
 * server a third time.
 */
export const PORTAL_LINKS: NavLink[] = SIDEBAR_LINKS.map(
  ({ icon, service, shownTo, badge, staff, ...link }) => ({
    ...link,
    icon: ICONS[icon],
    ...(shownTo === 'admin' ? { adminOnly: true } : {}),
    ...(shownTo === 'staff' ? { staffOnly: true } : {}),
    ...(shownTo === 'clients' ? { clientOnly: true } : {}),
    ...(shownTo === 'crew' ? { crewOnly: true } : {}),
    ...(staff ? { staff: true } : {}),
    ...(service ? { service } : {}),
    ...(badge ? { attention: badge } : {}),
  }),
);

/** The links a user sees: staff only the kitchen's and their shifts (My shifts, Orders, Calendar, Kitchen), clients no admin's, admins no client's. */
export function visibleLinks(
  links: NavLink[],
  isAdmin: boolean,
  features: SiteSwitches,
  isStaff = false,
): NavLink[] {
  return links.filter(
    (link) =>
      (isStaff
        ? link.staff
        : isAdmin
          ? !link.clientOnly && !link.crewOnly
          : !link.adminOnly && !link.staffOnly && !link.crewOnly) &&
      (!link.service || serviceVisible(features, link.service, isAdmin)),
  );
}

export type LinkGroup = { name: SidebarGroup; links: NavLink[] };

/**
 * The owner's sidebar by job, the daily pages first (docs/decisions/0097): 31 links in one list put
 * Menu Manager, Inquiries, Staff and Settings below the fold. The public site's pages join
 * "Menu & site" after its own tools. Groups with no link shown (a service switched off) are left out.
 */
export function groupedLinks(links: NavLink[], siteLinks: NavLink[]): LinkGroup[] {
  return SIDEBAR_GROUPS.map((name) => ({
    name,
    links: [
      ...links.filter((link) => (link.group ?? 'Menu & site') === name),
      ...(name === 'Menu & site' ? siteLinks : []),
    ],
  })).filter((group) => group.links.length > 0);
}
