import {
  type Icon,
  IconAdjustments,
  IconAward,
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
} from '@tabler/icons-react';
import type { SiteFeatures } from '../../common/features.ts';
import { type ServiceName, serviceVisible } from '../../common/features-defaults.ts';

export type NavLink = {
  to: string;
  label: string;
  icon: Icon;
  adminOnly?: boolean;
  description?: string;
  /** A service the Feature Manager may switch off: the link goes with it. */
  service?: ServiceName;
  /** For admins: the count of GET /api/admin/attention shown as this entry's badge. */
  attention?: 'newOrders' | 'quoteRequests' | 'openInquiries' | 'unreadMessages';
};

/** Links of the public header and the phone menu. Features add their pages here as they land. */
export const SITE_LINKS: NavLink[] = [
  { to: '/', label: 'Home', icon: IconHome },
  { to: '/about', label: 'About', icon: IconInfoCircle },
  { to: '/services', label: 'Services', icon: IconSparkles },
  { to: '/menu', label: 'Menu', icon: IconToolsKitchen2 },
  { to: '/packages', label: 'Packages', icon: IconPackage },
  { to: '/gallery', label: 'Gallery', icon: IconPhoto },
  { to: '/food-truck', label: 'Food Truck', icon: IconTruck, service: 'foodTruck' },
  { to: '/contact', label: 'Contact', icon: IconMail },
  { to: '/quote', label: 'Get a Quote', icon: IconFileInvoice },
];

/**
 * The portal sidebar. One entry per tool: the menu tool's other paths (/enhanced-menu-editor,
 * /simple-menu-editor, /dashboard/menu-manager) still open it. Admin-only items (Training, Photo Manager, Menu Manager, Admin)
 * are shown to admins only; the pages check the role again and the server checks it a third time.
 */
export const PORTAL_LINKS: NavLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard, description: 'Your portal home' },
  {
    to: '/proposals',
    label: 'Proposals',
    icon: IconFileInvoice,
    description: 'Quotes, proposals and totals',
    attention: 'quoteRequests',
  },
  { to: '/events', label: 'Events', icon: IconCalendarEvent, description: 'Your confirmed events' },
  {
    to: '/messages',
    label: 'Messages',
    icon: IconMessages,
    description: 'Talk to us about a quote',
    attention: 'unreadMessages',
  },
  {
    to: '/menu',
    label: 'Menu',
    icon: IconToolsKitchen2,
    description: 'Order half pans, full pans and packages',
  },
  {
    to: '/orders',
    label: 'Orders',
    icon: IconReceipt,
    description: 'Your orders and their status',
    attention: 'newOrders',
  },
  { to: '/tracker', label: 'Order Tracker', icon: IconRoute, description: 'Each order, step by step' },
  {
    to: '/subscribe',
    label: 'Recurring Orders',
    icon: IconRepeat,
    description: 'Weekly, every two weeks or monthly',
    service: 'recurringOrders',
  },
  {
    to: '/dinner-catering',
    label: 'Dinner Catering',
    icon: IconMoon,
    description: 'Dinner pickup, 5pm to 10pm',
    service: 'dinnerCatering',
  },
  { to: '/gallery', label: 'Gallery', icon: IconPhoto, description: 'Dishes and events we have catered' },
  { to: '/qr-codes', label: 'QR Codes', icon: IconQrcode, description: 'Portal access and discount codes' },
  { to: '/rewards', label: 'Rewards', icon: IconAward, description: 'Points, tiers and rewards' },
  { to: '/profile', label: 'Profile', icon: IconUserCircle, description: 'Your details and settings' },
  {
    to: '/photo-gallery',
    label: 'Photo Manager',
    icon: IconPhotoEdit,
    adminOnly: true,
    description: 'Edit, hide or delete gallery photos',
  },
  {
    to: '/menu-manager',
    label: 'Menu Manager',
    icon: IconChefHat,
    adminOnly: true,
    description: 'Add, edit and photograph menu items',
  },
  {
    to: '/training',
    label: 'Training',
    icon: IconSchool,
    adminOnly: true,
    service: 'training',
    description: 'Chef and etiquette programs and enrollment requests',
  },
  {
    to: '/inquiries',
    label: 'Inquiries',
    icon: IconInbox,
    adminOnly: true,
    description: 'Contact form messages and training requests',
    attention: 'openInquiries',
  },
  {
    to: '/business-settings',
    label: 'Business Settings',
    icon: IconSettings,
    adminOnly: true,
    description: 'Name, address, hours and the food truck schedule',
  },
  {
    to: '/admin',
    label: 'Admin',
    icon: IconAdjustments,
    adminOnly: true,
    description: 'Dashboard, exports and the Feature Manager',
  },
];

export function visibleLinks(links: NavLink[], isAdmin: boolean, features: SiteFeatures): NavLink[] {
  return links.filter(
    (link) =>
      (isAdmin || !link.adminOnly) && (!link.service || serviceVisible(features, link.service, isAdmin)),
  );
}
