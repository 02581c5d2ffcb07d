import { cartCount } from '../../common/cart/rules.ts';
import type { PanSize } from '../../common/menu/price-text.ts';
import type { MenuItem } from '../../common/menu/schema.ts';
import { SITE_QUERIES } from '../../common/site-queries.ts';
import {
  CART_BAR_ATTRIBUTE,
  CART_BAR_TEXT_ATTRIBUTE,
  CART_COUNT_ATTRIBUTE,
  cartActions,
  cartBarText,
  cartLabel,
  readCartLines,
} from '../features/cart/cart-storage.ts';
import { readSsrQueries } from '../ssr-data.ts';
import { showFirstToast } from './first-toast.ts';

/**
 * The commonest first taps on a page the server rendered, done by the first script itself, so they
 * answer at once instead of waiting for React's download (decision 0089): the phone menu, a dish's
 * "Half Pan" (the cart, its count and the toast), a tab whose choice lives in the URL, the password
 * eye. A control opts in with `data-first-action="<name>"`.
 *
 * They run until React starts its first render (`stop`, called just before), and they change the
 * page exactly as React would draw it in that state: hydration keeps the server's elements and does
 * not correct attributes, so React's first render starts from what was done here — the cart and the
 * URL it reads anyway, the rest from `firstActionState`. Taps after `stop` are React's (held by
 * early-clicks.ts while it hydrates).
 */
export const FIRST_ACTION_ATTRIBUTE = 'data-first-action';

/**
 * A Mantine tab whose choice is the page's `?tab=` (the first tab: none), chosen here before React:
 * its Tabs must keep every panel in the page (`keepMountedMode="display-none"`) and change the URL
 * with `replace`, as this does.
 */
export const URL_TAB = { [FIRST_ACTION_ATTRIBUTE]: 'url-tab' } as const;

/** What the first script changed that React keeps no other record of; read by React's first render. */
export const firstActionState = {
  phoneMenuOpen: false,
  /** The password fields shown in clear, by passwordFieldKey. */
  shownPasswords: new Set<string>(),
};

/**
 * A password field's name on its page, the same from its props and from its element: its
 * autocomplete and form path (not its id, which React's useId may number differently in the browser).
 */
export function passwordFieldKey(autoComplete: string | undefined | null, path: string | undefined | null) {
  return `${autoComplete ?? ''}|${path ?? ''}`;
}

/** The attribute's value for each action (the components set them). */
type FirstActionName = 'phone-menu' | 'add-to-cart' | 'url-tab' | 'password-eye';

/** Does the action and says whether it did (false: the tap is left to React, held until it runs). */
type Action = (control: HTMLElement, event: MouseEvent) => boolean;

function togglePhoneMenu(burger: HTMLElement): boolean {
  const panel = document.getElementById(burger.getAttribute('aria-controls') ?? '');
  if (!panel) return false;
  const isOpen = !firstActionState.phoneMenuOpen;
  firstActionState.phoneMenuOpen = isOpen;
  panel.hidden = !isOpen;
  burger.setAttribute('aria-expanded', String(isOpen));
  burger.setAttribute('aria-label', isOpen ? 'Close menu' : 'Open menu');
  burger.querySelector('.mantine-Burger-burger')?.toggleAttribute('data-opened', isOpen);
  const header = burger.closest('header');
  if (isOpen) header?.setAttribute('data-open', 'true');
  else header?.removeAttribute('data-open');
  if (isOpen) panel.querySelector<HTMLElement>('a')?.focus();
  return true;
}

/** The dishes the server embedded in the page (the same list React hydrates with). */
function pageDishes(): MenuItem[] {
  const key = JSON.stringify(SITE_QUERIES.menu.key);
  const found = readSsrQueries().find(([queryKey]) => JSON.stringify(queryKey) === key);
  return Array.isArray(found?.[1]) ? (found[1] as MenuItem[]) : [];
}

function addToCart(button: HTMLElement, event: MouseEvent): boolean {
  const dish = pageDishes().find((item) => item.id === Number(button.dataset.dish));
  if (!dish) return false;
  const panSize = button.dataset.pan as PanSize | undefined;
  try {
    const line = cartActions.add(dish, panSize);
    showFirstToast({
      title: 'Added to Cart',
      message: `${line.name} has been added to your cart.`,
      color: 'sage',
      tapY: event.clientY,
    });
  } catch {
    showFirstToast({
      title: 'Error',
      message: 'Failed to add item to cart',
      color: 'red',
      tapY: event.clientY,
    });
    return true;
  }
  showCartCount();
  return true;
}

/** The header's count from this browser's cart, as CartButton draws it (the server drew 0). */
export function showCartCount(): void {
  const lines = readCartLines();
  const count = cartCount(lines);
  for (const counter of document.querySelectorAll<HTMLElement>(`[${CART_COUNT_ATTRIBUTE}]`)) {
    counter.textContent = String(count);
    counter.closest('a')?.setAttribute('aria-label', cartLabel(count));
  }
  for (const bar of document.querySelectorAll<HTMLElement>(`[${CART_BAR_ATTRIBUTE}]`)) {
    bar.hidden = count === 0;
    const label = bar.querySelector(`[${CART_BAR_TEXT_ATTRIBUTE}]`);
    if (label) label.textContent = cartBarText(lines);
  }
}

/**
 * A tab of Mantine's Tabs whose choice is the page's `?tab=` (the first tab: none). Mantine names a
 * tab `<id>-tab-<value>` and its panel `<id>-panel-<value>`, and hides the others with display: none.
 */
function chooseUrlTab(tab: HTMLElement): boolean {
  const list = tab.closest('[role="tablist"]');
  const marker = tab.id.lastIndexOf('-tab-');
  if (!list || marker < 0) return false;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (const other of tabs) {
    const isChosen = other === tab;
    other.setAttribute('aria-selected', String(isChosen));
    other.tabIndex = isChosen ? 0 : -1;
    if (isChosen) other.setAttribute('data-active', 'true');
    else other.removeAttribute('data-active');
    const panel = document.getElementById(other.id.replace(/-tab-(?!.*-tab-)/, '-panel-'));
    if (panel && isChosen) panel.removeAttribute('style');
    else if (panel) panel.style.display = 'none';
  }
  const url = new URL(window.location.href);
  if (tab === tabs[0]) url.searchParams.delete('tab');
  else url.searchParams.set('tab', tab.id.slice(marker + '-tab-'.length));
  window.history.replaceState(window.history.state, '', url);
  return true;
}

/** Mantine's password eye: the field's type and the button's pressed state (the icon follows it in CSS). */
function togglePassword(eye: HTMLElement): boolean {
  const input = eye.closest('.mantine-PasswordInput-root')?.querySelector('input');
  if (!input) return false;
  const isShown = input.type === 'password';
  input.type = isShown ? 'text' : 'password';
  eye.setAttribute('aria-pressed', String(isShown));
  const key = passwordFieldKey(input.getAttribute('autocomplete'), input.getAttribute('data-path'));
  if (isShown) firstActionState.shownPasswords.add(key);
  else firstActionState.shownPasswords.delete(key);
  return true;
}

const ACTIONS: Record<FirstActionName, Action> = {
  'phone-menu': togglePhoneMenu,
  'add-to-cart': addToCart,
  'url-tab': chooseUrlTab,
  'password-eye': togglePassword,
};

/** Starts answering the first actions on `root`'s controls; `stop` hands them to React. */
export function startFirstActions(root: HTMLElement): { stop: () => void } {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(`[${FIRST_ACTION_ATTRIBUTE}]`);
    if (!control || !root.contains(control)) return;
    const action = ACTIONS[control.getAttribute(FIRST_ACTION_ATTRIBUTE) as FirstActionName];
    if (!action?.(control, event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // Registered before early-clicks.ts's listener (main.tsx), so a tap done here is not also held.
  document.addEventListener('click', onClick, true);
  return { stop: () => document.removeEventListener('click', onClick, true) };
}
