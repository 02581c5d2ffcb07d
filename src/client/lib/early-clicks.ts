/**
 * Clicks on a server-rendered page before its JavaScript has run. Links work on their own (the next
 * page comes from the server), so they are left alone. A click on anything else that only React
 * handles (a button, a tab, a checkbox or its label, a select's field, a submit) is held back and clicked again once
 * the page is React's, on the same element (hydration keeps the server's elements).
 */
const NEEDS_SCRIPT =
  'button, summary, label, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [role="combobox"], [aria-haspopup]';

/** Elements whose clicks a small script already handles before React (the hero's dots). */
export const HANDLED_EARLY_ATTRIBUTE = 'data-handled-early';
const HANDLED_EARLY = `[${HANDLED_EARLY_ATTRIBUTE}]`;

/** What names a clickable element for a person: its tag, label, name and text. */
const signature = (element: Element) =>
  [
    element.tagName,
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('name') ?? '',
    (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
  ].join('|');

/** The elements of the page a person would take for one another: same tag, label, name and text. */
const lookAlikes = (root: HTMLElement, tagName: string, wanted: string) =>
  [...root.querySelectorAll<HTMLElement>(tagName)].filter((candidate) => signature(candidate) === wanted);

/**
 * Clicks the element, or, when React rendered the page afresh (a signed-in user's portal replaces the
 * visitors' page), its counterpart once it appears (up to 5 s): the new element with the same name
 * at the same place among its look-alikes ("Half Pan · $60" of the third dish, not of the first).
 */
function clickOrCounterpart(root: HTMLElement, element: HTMLElement): () => Promise<void> {
  const wanted = signature(element);
  const before = lookAlikes(root, element.tagName, wanted);
  const index = before.indexOf(element);
  return async () => {
    for (let waited = 0; waited <= 5000; waited += 100) {
      if (element.isConnected) return element.click();
      const now = lookAlikes(root, element.tagName, wanted);
      if (now.length === 1 && before.length === 1) return now[0]?.click();
      if (now.length > 0 && now.length === before.length) return now[index]?.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

export function holdEarlyClicks(root: HTMLElement): { release: () => void } {
  const held: (() => void)[] = [];
  let isReleased = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (isReleased || !target || !root.contains(target) || target.closest('a[href]')) return;
    if (target.closest(HANDLED_EARLY)) return;
    const element = target.closest<HTMLElement>(NEEDS_SCRIPT);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const replay = clickOrCounterpart(root, element);
    held.push(() => void replay());
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
      for (const click of held.splice(0)) click();
    },
  };
}
