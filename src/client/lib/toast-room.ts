/**
 * The page makes room for a toast (docs/decisions/0097): while one is on screen, `#main` is pushed down
 * by the toast's height (`--toast-room`, global.css), and the toast sits in that band right under the
 * header (global.css). Nothing is under the toast wherever the page was scrolled: the browser's scroll
 * anchoring, which would keep the content in place under the toast, is off while one is shown.
 */

const GAP_PX = 8;
/** Mantine's toast areas, one per position (only the top ones are used: lib/toast-placement.ts). */
const AREAS = '.app-toasts';
let watching = false;

function measure(areas: Element[]): void {
  const root = document.documentElement;
  const height = Math.max(
    0,
    ...areas.map((area) => (area.children.length > 0 ? area.getBoundingClientRect().height : 0)),
  );
  if (height > 0) {
    root.dataset.toastShown = '';
    root.style.setProperty('--toast-room', `${Math.ceil(height + 2 * GAP_PX)}px`);
  } else {
    delete root.dataset.toastShown;
    root.style.removeProperty('--toast-room');
  }
}

/** Starts following the toast areas (rendered on first use, so they may not exist yet: a few frames' wait). */
export function makeRoomForToasts(framesLeft = 120): void {
  if (watching || typeof document === 'undefined') return;
  const areas = [...document.querySelectorAll(AREAS)];
  if (areas.length === 0) {
    if (framesLeft > 0) requestAnimationFrame(() => makeRoomForToasts(framesLeft - 1));
    return;
  }
  watching = true;
  const update = () => measure(areas);
  const resized = new ResizeObserver(update);
  const changed = new MutationObserver(update);
  for (const area of areas) {
    resized.observe(area);
    changed.observe(area, { childList: true, subtree: true });
  }
  update();
}
