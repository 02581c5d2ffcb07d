import '@fontsource/playfair-display/700.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import './styles/font-fallbacks.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's variables, which the provider would otherwise write into every page (app-providers.tsx).
import './styles/theme-variables.css';
import './global.css';
import { holdEarlyClicks } from './before-react/early-clicks.ts';
import { keepEarlyInput } from './before-react/early-input.ts';
import { hasFailedToLoad } from './before-react/failed-images.ts';
import { showCartCount, startFirstActions } from './before-react/first-actions.ts';
import { startHeroRotation } from './before-react/hero-rotation.ts';
import { prefetchAppCode } from './before-react/prefetch.ts';
import { CART_STORAGE_KEY } from './features/cart/cart-storage.ts';
import { rememberDiscountCode, sharedDiscountCode } from './features/discounts/pending-code.ts';

/**
 * The first script of every page, small on purpose (docs/decisions/0022, 0051, 0089).
 *
 * A page the browser renders (the portal, pages not rendered on the server) loads the React app at
 * once. A page the server rendered is complete without it: it paints, its links are plain links, the
 * hero rotates with a small script of its own, and the commonest first taps — the phone menu, a
 * dish's "Half Pan", a tab, the password eye — are answered here at once (before-react/first-actions.ts).
 * React's code is fetched once the page has loaded, at the browser's lowest priority, and runs
 * when the visitor starts using the page — a touch, a click, a key, focus — or at once when the page
 * has to show something of this browser's: a signed-in user's frame, a cart with items. Until it does,
 * the page has no long task in the visitor's way. What was typed or tapped before React took over is
 * handed to it then, on the very element (before-react/), and React starts from what the first
 * actions did.
 */
const container = document.getElementById('root')!;
const isServerRendered = container.firstElementChild !== null;

/** A macrotask (not a timer: a paused test clock must not hold it back). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

/** Resolves once the browser has painted what the current task changed. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));

function hasCartItems(): boolean {
  try {
    return !!localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return false;
  }
}

if (!isServerRendered) {
  void import('./app.tsx').then((app) => app.start());
} else {
  for (const hero of document.querySelectorAll<HTMLElement>('[data-hero]')) startHeroRotation(hero);
  // A shared discount link (/menu?code=…) is kept for checkout at once, not when React first runs:
  // a visitor may add dishes (first actions) and move on before it has (decision 0058).
  const sharedCode =
    window.location.pathname === '/menu'
      ? sharedDiscountCode(new URLSearchParams(window.location.search))
      : '';
  if (sharedCode) rememberDiscountCode(sharedCode);
  /**
   * The visitor's first click, key or focus starts React. Not the finger's touch: React's first
   * long tasks must come after the tap's own answer (a first action's) has been painted.
   */
  const WAKE_EVENTS = ['click', 'keydown', 'focusin'] as const;
  let started: Promise<void> | undefined;
  let isVisitor = false;
  let signedInUser: unknown;
  const wake = () => {
    if (started) return;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
    started = afterNextPaint()
      .then(() => import('./app.tsx'))
      .then((app) =>
        app.start({
          visitor: isVisitor,
          user: signedInUser,
          beforeFirstRender: firstActions.stop,
          afterHydration: () => {
            restoreInput();
            // React applies the restored values first; then the held clicks see them.
            void nextTask().then(clicks.release);
          },
        }),
      )
      .catch((error: unknown) => {
        firstActions.stop();
        clicks.release();
        throw error;
      });
  };
  // Before the first actions' listener, which ends a click it answers.
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  const restoreInput = keepEarlyInput(container);
  // The commonest first taps answer here at once; any other is held for React (before clicks).
  const firstActions = startFirstActions(container);
  const clicks = holdEarlyClicks(container);
  prefetchAppCode();
  // A photo that fails to load becomes a placeholder with its name, which React draws (PhotoImage).
  container.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) wake();
    },
    { capture: true },
  );
  // An image can fail while the page is still being parsed, before this module runs and listens.
  if (Array.from(container.querySelectorAll('img')).some(hasFailedToLoad)) wake();
  if (hasCartItems()) {
    showCartCount();
    wake();
  }
  // The server's /menu is the same for every code (issue 34 §7): the note naming the visitor's code
  // is React's, so React starts at once, after the kept page has painted.
  if (sharedCode) wake();
  // Another tab filled the cart: the header's count is this browser's now.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) wake();
  });
  // Signed in: the portal frame replaces the public one, so the app is needed now.
  fetch('/api/session', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ user: unknown }>) : Promise.reject(res.status)))
    .then((session) => {
      if (session.user) {
        signedInUser = session.user;
        wake();
      } else isVisitor = true;
    })
    .catch(() => wake());
}
