/**
 * Taps and clicks on a server-rendered page before React has taken it over. Links work on their own
 * (the next page comes from the server), so they are left alone. A click on anything else that only
 * React handles (a button, a tab, a checkbox or its label, a submit …) is held back and given again,
 * once the page is React's, to the very element that was tapped — hydration keeps the server's
 * elements. If that element is gone (a signed-in user's page is rendered afresh), the tap does
 * nothing: it is never given to another element that looks the same.
 */
const NEEDS_SCRIPT =
  'button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="combobox"], [aria-haspopup]';

/** Elements whose clicks a small script already handles before React (the hero's dots). */
export const HANDLED_EARLY_ATTRIBUTE = 'data-handled-early';
const HANDLED_EARLY = `[${HANDLED_EARLY_ATTRIBUTE}]`;

/**
 * What a mouse sends for one click, in order. Given again as a whole because controls act on
 * different steps: most on `click`, some on `mousedown` (Mantine's password eye toggles there and
 * ignores the click), so a replayed `click()` alone would lose their first tap.
 */
export const CLICK_SEQUENCE = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

function giveAgain(target: Element): void {
  if (!target.isConnected) return;
  for (const type of CLICK_SEQUENCE) {
    const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
    const event =
      type.startsWith('pointer') && typeof PointerEvent === 'function'
        ? new PointerEvent(type, { ...init, isPrimary: true, pointerType: 'mouse' })
        : new MouseEvent(type, init);
    target.dispatchEvent(event);
  }
}

export function holdEarlyClicks(root: HTMLElement): { release: () => void } {
  const held: (() => void)[] = [];
  let isReleased = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (isReleased || !target || !root.contains(target) || target.closest('a[href]')) return;
    if (target.closest(HANDLED_EARLY)) return;
    if (!target.closest(NEEDS_SCRIPT)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => giveAgain(target));
  };
  // A form sent with Enter and no button to click: send it again through React.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (isReleased || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    held.push(() => form.isConnected && form.requestSubmit());
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    release: () => {
      isReleased = true;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const replay of held.splice(0)) replay();
    },
  };
}
