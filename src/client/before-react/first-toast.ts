import { phoneToastPosition, TOAST_AUTO_CLOSE_MS, WIDE_TOAST_POSITION } from '../lib/toast-placement.ts';

/**
 * A toast shown by the first script, before React has the page (first-actions.ts): the markup and
 * classes of Mantine's notification (contracts.test.ts pins them), so it looks and reads the same
 * as the ones React shows later through lib/notify.ts, which removes it when it shows one of its own.
 */

const FIRST_TOAST = 'data-first-toast';

/** The close button's icon, as Mantine's CloseButton draws it. */
const CLOSE_ICON =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

/** Mantine's class names for each part (their stable `m_` class and the readable one). */
export const FIRST_TOAST_CLASSES = {
  area: 'app-toasts m_b37d9ac7 mantine-Notifications-root',
  toast: 'm_5ed0edd0 mantine-Notifications-notification m_a513464 mantine-Notification-root',
  body: 'm_a49ed24 mantine-Notification-body',
  title: 'm_3feedf16 mantine-Notification-title',
  description: 'm_3d733a3a mantine-Notification-description',
  close:
    'mantine-focus-auto mantine-active m_220c80f2 m_919a4d88 mantine-Notification-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root',
} as const;

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Removes the first script's toasts (React is showing its own). */
export function clearFirstToasts(): void {
  if (typeof document === 'undefined') return;
  for (const area of document.querySelectorAll(`[${FIRST_TOAST}]`)) area.remove();
}

/** Shows one toast (replacing any other of the first script's), away from the tap at `tapY` on a phone. */
export function showFirstToast(toast: {
  title: string;
  message: string;
  color: 'sage' | 'red';
  tapY: number;
}) {
  clearFirstToasts();
  const area = element('div', FIRST_TOAST_CLASSES.area);
  area.setAttribute(FIRST_TOAST, '');
  area.dataset.position = phoneToastPosition(toast.tapY) ?? WIDE_TOAST_POSITION;
  area.style.cssText =
    '--notifications-z-index: 400; --notifications-container-width: calc(27.5rem * var(--mantine-scale));';
  const card = element('div', FIRST_TOAST_CLASSES.toast);
  card.setAttribute('role', 'alert');
  card.style.setProperty('--notification-color', `var(--mantine-color-${toast.color}-filled)`);
  const body = element('div', FIRST_TOAST_CLASSES.body);
  const description = element('div', FIRST_TOAST_CLASSES.description, toast.message);
  description.dataset.withTitle = 'true';
  body.append(element('div', FIRST_TOAST_CLASSES.title, toast.title), description);
  const close = element('button', FIRST_TOAST_CLASSES.close);
  Object.assign(close, { type: 'button' });
  close.dataset.variant = 'subtle';
  close.setAttribute('aria-label', 'Close notification');
  close.style.setProperty('--cb-icon-size', 'calc(1rem * var(--mantine-scale))');
  close.innerHTML = `<svg viewBox="0 0 15 15" fill="none" style="width: var(--cb-icon-size, 70%); height: var(--cb-icon-size, 70%);"><path d="${CLOSE_ICON}" fill="currentColor" fill-rule="evenodd" clip-rule="evenodd"></path></svg>`;
  close.addEventListener('click', () => area.remove());
  card.append(body, close);
  const wrapper = document.createElement('div');
  wrapper.append(card);
  area.append(wrapper);
  document.body.append(area);
  setTimeout(() => area.remove(), TOAST_AUTO_CLOSE_MS);
}
