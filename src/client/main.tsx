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
import { startFirstActions } from './before-react/first-actions.ts';
import { startHeroRotation } from './before-react/hero-rotation.ts';
import { whenIdleAfterLoad } from './before-react/idle.ts';
import { CART_STORAGE_KEY } from './features/cart/cart-storage.ts';

/**
 * The first script of every page, small on purpose (docs/decisions/0022, 0051).
 *
 * A page the browser renders (the portal, pages not rendered on the server) loads the React app at
 * once. A page the server rendered is complete without it: it paints, its links are plain links, and
 * the hero rotates with a small script of its own. React (with the page's code) then loads and
 * hydrates in idle time right after the page has loaded, so a tap a moment later finds it ready;
 * sooner when the visitor starts using the page — a touch, a click, a key, focus — or when the page
 * has to show something of this browser's: a signed-in user's frame, a cart with items. What was
 * typed or tapped before React took over is handed to it then, on the very element (before-react/);
 * the commonest first taps (the phone menu, a dish's "Half Pan", a tab, the password eye) are done
 * here at once and React starts from their result (before-react/first-actions.ts).
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
  const restoreInput = keepEarlyInput(container);
  // The commonest first taps answer here at once; any other is held for React (before clicks).
  const firstActions = startFirstActions(container);
  const clicks = holdEarlyClicks(container);
  const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
  let started: Promise<void> | undefined;
  let isVisitor = false;
  let signedInUser: unknown;
  const wake = () => {
    if (started) return;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
    started = import('./app.tsx')
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
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  // Nobody has touched the page yet: take it over as soon as it has loaded and the browser is idle,
  // so the first tap does not wait for the download and hydration (decision 0051).
  whenIdleAfterLoad(wake);
  // A photo that fails to load becomes a placeholder with its name, which React draws (PhotoImage).
  container.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) wake();
    },
    { capture: true },
  );
  if (hasCartItems()) wake();
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
