import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { GuestLayout, ProtectedLayout, SharedLayout } from './layouts/route-guards.tsx';
import { NotFoundPage } from './ui/not-found.page.tsx';
import { RouteError } from './ui/route-error.tsx';

/** A route module loaded on first visit: each page ships in its own chunk. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}

/** Sign-in and recovery: for visitors; a signed-in user is sent to the dashboard. */
const authPages: RouteObject[] = [
  { path: '/splash', lazy: page(() => import('./features/auth/splash.page.tsx'), 'SplashPage') },
  { path: '/login', lazy: page(() => import('./features/auth/login.page.tsx'), 'LoginPage') },
  { path: '/signup', lazy: page(() => import('./features/auth/signup.page.tsx'), 'SignupPage') },
  {
    path: '/forgot-password',
    lazy: page(() => import('./features/auth/forgot-password.page.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    lazy: page(() => import('./features/auth/reset-password.page.tsx'), 'ResetPasswordPage'),
  },
  {
    path: '/unlock-sign-in',
    lazy: page(() => import('./features/auth/unlock-sign-in.page.tsx'), 'UnlockSignInPage'),
  },
];

const home = page(() => import('./features/home/home.page.tsx'), 'HomePage');

/** Pages for anyone: inside the public frame for visitors, inside the portal for signed-in users. */
const sharedPages: RouteObject[] = [
  { path: '/', lazy: home },
  { path: '/home', lazy: home },
  { path: '/about', lazy: page(() => import('./features/about/about.page.tsx'), 'AboutPage') },
  { path: '/services', lazy: page(() => import('./features/services/services.page.tsx'), 'ServicesPage') },
  { path: '/packages', lazy: page(() => import('./features/packages/packages.page.tsx'), 'PackagesPage') },
  { path: '/contact', lazy: page(() => import('./features/contact/contact.page.tsx'), 'ContactPage') },
  {
    path: '/food-truck',
    lazy: page(() => import('./features/food-truck/food-truck.page.tsx'), 'FoodTruckPage'),
  },
  {
    path: '/verify-email',
    lazy: page(() => import('./features/auth/verify-email.page.tsx'), 'VerifyEmailPage'),
  },
  { path: '/gallery', lazy: page(() => import('./features/gallery/gallery.page.tsx'), 'GalleryPage') },
  { path: '/quote', lazy: page(() => import('./features/quotes/quote.page.tsx'), 'QuotePage') },
  // A visitor's request joins an account only when its holder confirms it here (decision 0011).
  { path: '/claim', lazy: page(() => import('./features/quotes/claim.page.tsx'), 'ClaimPage') },
  { path: '/menu', lazy: page(() => import('./features/menu/menu.page.tsx'), 'MenuPage') },
  // Visitors may check out and order dinner (docs/decisions/0005).
  { path: '/checkout', lazy: page(() => import('./features/checkout/checkout.page.tsx'), 'CheckoutPage') },
  { path: '/dinner-catering', lazy: page(() => import('./features/dinner/dinner.page.tsx'), 'DinnerPage') },
  {
    path: '/payment-test',
    lazy: page(() => import('./features/payments/payment-test.page.tsx'), 'PaymentTestPage'),
  },
  // Public while the Feature Manager says so; visitors sign in to enroll (docs/decisions/0016).
  { path: '/training', lazy: page(() => import('./features/training/training.page.tsx'), 'TrainingPage') },
  // Visitors see the portal and discount codes; admins manage them on the same page (spec 2.7).
  { path: '/qr-codes', lazy: page(() => import('./features/qr-codes/qr-codes.page.tsx'), 'QrCodesPage') },
  // Visitors follow their order by the mailed link; signed-in users see all of theirs.
  { path: '/tracker', lazy: page(() => import('./features/tracker/tracker.page.tsx'), 'TrackerPage') },
  {
    path: '/newsletter',
    lazy: page(() => import('./features/newsletter/newsletter.page.tsx'), 'NewsletterPage'),
  },
  {
    path: '/confirm-email',
    lazy: page(() => import('./features/profile/confirm-email.page.tsx'), 'ConfirmEmailPage'),
  },
];

/** Signed-in pages: a spinner while the session check runs, /splash for visitors. */
const menuManager = page(() => import('./features/menu-manager/menu-manager.page.tsx'), 'MenuManagerPage');

const portalPages: RouteObject[] = [
  { path: '/admin', lazy: page(() => import('./features/admin/admin.page.tsx'), 'AdminPage') },
  {
    path: '/inquiries',
    lazy: page(() => import('./features/inquiries/inquiries.page.tsx'), 'InquiriesPage'),
  },
  {
    path: '/business-settings',
    lazy: page(() => import('./features/settings/business-settings.page.tsx'), 'BusinessSettingsPage'),
  },
  { path: '/orders', lazy: page(() => import('./features/orders/orders.page.tsx'), 'OrdersPage') },
  {
    path: '/subscribe',
    lazy: page(() => import('./features/subscriptions/subscribe.page.tsx'), 'SubscribePage'),
  },
  { path: '/profile', lazy: page(() => import('./features/profile/profile.page.tsx'), 'ProfilePage') },
  { path: '/rewards', lazy: page(() => import('./features/rewards/rewards.page.tsx'), 'RewardsPage') },
  // One menu manager behind the four paths of the spec (DESIGN decision 1).
  { path: '/menu-manager', lazy: menuManager },
  { path: '/enhanced-menu-editor', lazy: menuManager },
  { path: '/simple-menu-editor', lazy: menuManager },
  { path: '/dashboard/menu-manager', lazy: menuManager },
  {
    path: '/proposals',
    lazy: page(() => import('./features/proposals/proposals.page.tsx'), 'ProposalsPage'),
  },
  { path: '/events', lazy: page(() => import('./features/proposals/events.page.tsx'), 'EventsPage') },
  { path: '/messages', lazy: page(() => import('./features/messages/messages.page.tsx'), 'MessagesPage') },
  {
    path: '/dashboard',
    lazy: page(() => import('./features/dashboard/dashboard.page.tsx'), 'DashboardPage'),
  },
  {
    path: '/photo-gallery',
    lazy: page(() => import('./features/photos/photo-gallery.page.tsx'), 'PhotoGalleryPage'),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { element: <GuestLayout />, children: authPages },
      { element: <SharedLayout />, children: [...sharedPages, { path: '*', element: <NotFoundPage /> }] },
      { element: <ProtectedLayout />, children: portalPages },
    ],
  },
];
