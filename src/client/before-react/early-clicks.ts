/**
 * Taps and clicks on a server-rendered page before React has taken it over. Links work on their own
 * (the next page comes from the server), so they are left alone. A click on anything else that only
 * React handles (a button, a tab, a checkbox or its label, a submit …) is held back and given again,
 * once the page is React's, to the very element that was tapped — hydration keeps the server's
 * elements. A signed-in user's page is rendered afresh (the portal frame), so its elements are new:
 * the tap then goes to the one control with the same identity — its kind, its name and the names
 * of the regions it sits in ("Half Pan" in the article "Greek Salad"). Where no control, or more
 * than one, has that identity, the tap does nothing: it is never given to a look-alike by position.
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
const CLICK_SEQUENCE = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

function giveAgain(target: Element): void {
  for (const type of CLICK_SEQUENCE) {
    const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
    const event =
      type.startsWith('pointer') && typeof PointerEvent === 'function'
        ? new PointerEvent(type, { ...init, isPrimary: true, pointerType: 'mouse' })
        : new MouseEvent(type, init);
    target.dispatchEvent(event);
  }
}

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An element's accessible name as far as this page's markup states it. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const names = labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent);
    return normalized(names.join(' '));
  }
  return normalized(element.getAttribute('aria-label')) || normalized(element.textContent);
}

/**
 * What a control is, independent of the DOM node that draws it (see the comment at the top): its
 * kind, its name and the name of the nearest named region around it. Only the nearest: the frames
 * around the page (the visitors' and the portal's) name their regions differently.
 */
function controlIdentity(control: Element): string {
  const region = control.parentElement?.closest('[aria-label], [aria-labelledby]');
  const regionName = region ? `${region.getAttribute('role') ?? region.localName}:${nameOf(region)}` : '';
  const kind = `${control.localName}[${control.getAttribute('role') ?? ''}${control.getAttribute('type') ?? ''}]`;
  return [kind, nameOf(control), regionName].join(' | ');
}

/** The element to give a held tap to: the one tapped, or the only control that is the same. */
function landingOf(root: HTMLElement, target: Element, identity: string): Element | null {
  if (target.isConnected) return target;
  const same = [...root.querySelectorAll(NEEDS_SCRIPT)].filter(
    (candidate) => controlIdentity(candidate) === identity,
  );
  return same.length === 1 ? same[0]! : null;
}

/** How long a held tap waits for a page rendered afresh to show its control (lazy parts, data). */
const WAIT_FOR_CONTROL_MS = 5000;

/** A held tap or submit: gives itself again and says so, or says its element is not there (yet). */
type Held = () => boolean;

export function holdEarlyClicks(root: HTMLElement): { release: () => void } {
  const held: Held[] = [];
  let isReleased = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (isReleased || !target || !root.contains(target) || target.closest('a[href]')) return;
    if (target.closest(HANDLED_EARLY)) return;
    const control = target.closest(NEEDS_SCRIPT);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const identity = controlIdentity(control);
    held.push(() => {
      const landing = landingOf(root, target, identity);
      if (landing) giveAgain(landing);
      return landing !== null;
    });
  };
  // A form sent with Enter and no button to click: send it again through React.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (isReleased || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    held.push(() => {
      if (form.isConnected) form.requestSubmit();
      return true;
    });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  /**
   * Gives the held taps again in the order they were made. A page rendered afresh may show a
   * control a moment after React's first render (a lazy part): the taps wait for it, in order, and
   * one whose control never comes is dropped.
   */
  const giveInOrder = (deadline: number) => {
    while (held.length > 0) {
      if (held[0]!()) held.shift();
      else if (performance.now() >= deadline) held.shift();
      else {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          clearTimeout(timer);
          giveInOrder(deadline);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          giveInOrder(deadline);
        }, deadline - performance.now());
        observer.observe(root, { childList: true, subtree: true });
        return;
      }
    }
  };
  return {
    release: () => {
      isReleased = true;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      giveInOrder(performance.now() + WAIT_FOR_CONTROL_MS);
    },
  };
}
