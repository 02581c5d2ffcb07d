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
import { keepTypedText } from './before-react/early-input.ts';
import { startHeroRotation } from './before-react/hero-rotation.ts';
import { rememberDiscountCode, sharedDiscountCode } from './features/discounts/pending-code.ts';

/**
 * The first script of every page (docs/decisions/0022, 0096).
 *
 * A page the browser renders (the portal, pages not rendered on the server) starts the React app at
 * once. A page the server rendered paints without it, and React starts on it as soon as its code has
 * arrived: the server lists the page's own chunks as modulepreload links in the head, so they download
 * with the page. Every behaviour is React's; before React has the page, this script only
 *  - runs the home page hero's rotation (a plain script that changes attributes React does not draw),
 *  - holds the taps on controls made before React has the page and gives each again to the very
 *    element tapped once it has (before-react/early-clicks.ts); links work on their own,
 *  - hands text typed before then to the form's state (before-react/early-input.ts).
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

if (!isServerRendered) {
  void import('./app.tsx').then((app) => app.start());
} else {
  for (const hero of document.querySelectorAll<HTMLElement>('[data-hero]')) startHeroRotation(hero);
  // A shared discount link (/menu?code=…) is kept for checkout at once, not when React first runs:
  // a visitor may move on before it has (decision 0058).
  const sharedCode =
    window.location.pathname === '/menu'
      ? sharedDiscountCode(new URLSearchParams(window.location.search))
      : '';
  if (sharedCode) rememberDiscountCode(sharedCode);
  const clicks = holdEarlyClicks(container);
  const handOverTypedText = keepTypedText(container);
  // Who is signed in, asked while the code downloads: a signed-in user's page is the portal frame,
  // which React draws afresh instead of hydrating the visitors' page (app.tsx).
  const session = fetch('/api/session', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ user: unknown }>) : Promise.reject(res.status)))
    .then((body) => ({ user: body.user ?? null }))
    .catch(() => ({ user: undefined }));
  Promise.all([import('./app.tsx'), session])
    .then(([app, { user }]) =>
      app.start({
        visitor: user === null,
        user: user ?? undefined,
        afterHydration: () => {
          handOverTypedText();
          // React applies the typed text first; then the held clicks see it.
          void nextTask().then(clicks.release);
        },
      }),
    )
    .catch((error: unknown) => {
      clicks.release();
      throw error;
    });
}
