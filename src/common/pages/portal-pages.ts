import type { PageEntry } from './types.ts';

const MENU_MANAGER_PATHS = [
  '/menu-manager',
  // One menu manager behind the spec's paths (DESIGN decision 1); /simple-menu-editor, below, is the
  // same tool with the simple editor's own title and toasts.
  '/enhanced-menu-editor',
  '/dashboard/menu-manager',
] as const;

/** The signed-in portal and the admin tools. */
export const PORTAL_PAGES: readonly PageEntry[] = [
  // The portal, in the sidebar's order.
  {
    paths: ['/dashboard'],
    module: 'src/client/features/dashboard/dashboard.page.tsx',
    component: 'DashboardPage',
    title: 'Dashboard',
    access: 'signed-in',
    nav: {
      icon: 'dashboard',
      sidebar: { label: 'Dashboard', order: 1, description: 'Your portal home', shownTo: 'everyone' },
    },
  },
  {
    paths: ['/proposals'],
    module: 'src/client/features/quotes/proposals.page.tsx',
    component: 'ProposalsPage',
    title: 'Proposals',
    access: 'signed-in',
    nav: {
      icon: 'invoice',
      sidebar: {
        label: 'Proposals',
        order: 2,
        description: 'Quotes, proposals and totals',
        shownTo: 'everyone',
        badge: 'quoteRequests',
      },
    },
  },
  {
    paths: ['/events'],
    module: 'src/client/features/quotes/events.page.tsx',
    component: 'EventsPage',
    title: 'Events',
    access: 'signed-in',
    nav: {
      icon: 'calendar',
      sidebar: { label: 'Events', order: 3, description: 'Your confirmed events', shownTo: 'everyone' },
    },
  },
  {
    paths: ['/messages'],
    module: 'src/client/features/messages/messages.page.tsx',
    component: 'MessagesPage',
    title: 'Messages',
    access: 'signed-in',
    nav: {
      icon: 'messages',
      sidebar: {
        label: 'Messages',
        order: 4,
        description: 'Talk to us about a quote',
        shownTo: 'everyone',
        badge: 'unreadMessages',
      },
    },
  },
  {
    paths: ['/orders'],
    module: 'src/client/features/orders/orders.page.tsx',
    component: 'OrdersPage',
    title: 'Orders',
    access: 'signed-in',
    staff: true,
    nav: {
      icon: 'receipt',
      sidebar: {
        label: 'Orders',
        order: 6,
        description: 'Your orders and their status',
        shownTo: 'everyone',
        badge: 'newOrders',
      },
    },
  },
  {
    paths: ['/enter-order'],
    module: 'src/client/features/orders/enter-order.page.tsx',
    component: 'EnterOrderPage',
    title: 'Enter Order',
    access: 'admin',
    privilege: 'enter an order taken by phone',
    nav: {
      icon: 'receipt',
      sidebar: {
        label: 'Enter order',
        order: 6.5,
        description: 'An order taken by phone',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: ['/subscribe'],
    module: 'src/client/features/recurring-orders/recurring-orders.page.tsx',
    component: 'SubscribePage',
    title: 'Recurring Orders',
    access: 'signed-in',
    nav: {
      icon: 'repeat',
      service: 'recurringOrders',
      sidebar: {
        label: 'Recurring Orders',
        order: 8,
        description: 'Weekly, every two weeks or monthly',
        shownTo: 'everyone',
      },
    },
  },
  {
    paths: ['/calendar'],
    module: 'src/client/features/calendar/calendar.page.tsx',
    component: 'CalendarPage',
    title: 'Calendar',
    access: 'staff',
    privilege: 'see the event calendar',
    nav: {
      icon: 'calendar',
      sidebar: {
        label: 'Calendar',
        order: 9.3,
        description: 'Events, orders and pickups by day',
        shownTo: 'staff',
      },
    },
  },
  {
    paths: ['/kitchen'],
    module: 'src/client/features/kitchen/kitchen.page.tsx',
    component: 'KitchenPage',
    title: 'Kitchen',
    access: 'staff',
    privilege: 'run the kitchen',
    nav: {
      icon: 'kitchen',
      sidebar: {
        label: 'Kitchen',
        order: 9.6,
        description: "The day's prep sheet and orders",
        shownTo: 'staff',
      },
    },
  },
  {
    paths: ['/rewards'],
    module: 'src/client/features/loyalty/loyalty.page.tsx',
    component: 'LoyaltyPage',
    title: 'Loyalty Rewards',
    access: 'signed-in',
    nav: {
      icon: 'award',
      sidebar: { label: 'Rewards', order: 12, description: 'Points, tiers and rewards', shownTo: 'everyone' },
    },
  },
  {
    paths: ['/profile'],
    module: 'src/client/features/profile/profile.page.tsx',
    component: 'ProfilePage',
    title: 'My Profile',
    access: 'signed-in',
    nav: {
      icon: 'user',
      sidebar: {
        label: 'Profile',
        order: 13,
        description: 'Your details and settings',
        shownTo: 'everyone',
      },
    },
  },

  // Admin tools.
  {
    paths: ['/photo-gallery'],
    module: 'src/client/features/photos/photo-gallery.page.tsx',
    component: 'PhotoGalleryPage',
    title: 'Photo Gallery',
    access: 'admin',
    privilege: 'manage the photo gallery',
    nav: {
      icon: 'photo-edit',
      sidebar: {
        label: 'Photo Manager',
        order: 14,
        description: 'Edit, hide or delete gallery photos',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: MENU_MANAGER_PATHS,
    module: 'src/client/features/menu-manager/menu-manager.page.tsx',
    component: 'MenuManagerPage',
    title: 'Menu Manager',
    access: 'admin',
    privilege: 'manage the menu',
    nav: {
      icon: 'chef',
      sidebar: {
        label: 'Menu Manager',
        order: 15,
        description: 'Add, edit and photograph menu items',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: ['/simple-menu-editor'],
    module: 'src/client/features/menu-manager/menu-manager.page.tsx',
    component: 'SimpleMenuEditorPage',
    title: 'Simple Menu Editor',
    access: 'admin',
    privilege: 'manage the menu',
  },
  {
    paths: ['/inquiries'],
    module: 'src/client/features/inquiries/inquiries.page.tsx',
    component: 'InquiriesPage',
    title: 'Inquiries',
    access: 'admin',
    privilege: 'read inquiries',
    nav: {
      icon: 'inbox',
      sidebar: {
        label: 'Inquiries',
        order: 17,
        description: 'Contact form messages and training requests',
        shownTo: 'admin',
        badge: 'openInquiries',
      },
    },
  },
  {
    paths: ['/staff'],
    module: 'src/client/features/staff/staff.page.tsx',
    component: 'StaffPage',
    title: 'Staff',
    access: 'admin',
    privilege: 'invite and remove staff',
    nav: {
      icon: 'users',
      sidebar: {
        label: 'Staff',
        order: 17.5,
        description: 'Invite the crew to the kitchen, or remove them',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: ['/business-settings'],
    module: 'src/client/features/settings/business-settings.page.tsx',
    component: 'BusinessSettingsPage',
    title: 'Business Settings',
    access: 'admin',
    privilege: 'change the business settings',
    nav: {
      icon: 'settings',
      sidebar: {
        label: 'Business Settings',
        order: 18,
        description: 'Name, address, hours and the food truck schedule',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: ['/admin'],
    module: 'src/client/features/admin/admin.page.tsx',
    component: 'AdminPage',
    title: 'Admin Control Panel',
    access: 'admin',
    privilege: 'open the admin control page',
    nav: {
      icon: 'adjustments',
      sidebar: {
        label: 'Admin',
        order: 19,
        description: 'Dashboard, exports and the Feature Manager',
        shownTo: 'admin',
      },
    },
  },
  {
    paths: ['/api-reference'],
    module: 'src/client/features/api-reference/api-reference.page.tsx',
    component: 'ApiReferencePage',
    title: 'API Reference',
    access: 'admin',
    privilege: 'read the API reference',
    nav: {
      icon: 'route',
      sidebar: {
        label: 'API Reference',
        order: 20,
        description: 'Every route of the API, for building on it',
        shownTo: 'admin',
      },
    },
  },
];
