import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODAL_EVENTS } from './modal-events.ts';

/**
 * DeferredOverlays (toasts and dialogs loaded after the page) leans on two things Mantine does but
 * does not promise. These pin each one, so an upgrade that changes them fails here in seconds, not
 * in the browser journeys.
 */

describe('Mantine: the window events of modals.* (deferred-overlays.tsx records them)', () => {
  const seen: string[] = [];
  let restore: () => void;
  beforeAll(() => {
    const target = new EventTarget();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'window');
    Object.defineProperty(globalThis, 'window', { value: target, configurable: true, writable: true });
    for (const type of MODAL_EVENTS) target.addEventListener(type, (event) => seen.push(event.type));
    restore = () => {
      if (original) Object.defineProperty(globalThis, 'window', original);
      else Reflect.deleteProperty(globalThis, 'window');
    };
  });
  afterAll(() => restore());

  it('every call sends one of the events we record, by the names we record', async () => {
    const { modals } = await import('@mantine/modals');
    modals.open({ children: null });
    modals.openConfirmModal({ children: null });
    modals.openContextModal({ modal: 'x', innerProps: {} });
    modals.close('x');
    modals.closeAll();
    modals.updateModal({ modalId: 'x' });
    modals.updateContextModal({ modalId: 'x' });
    expect(seen).toEqual(MODAL_EVENTS);
  });
});

describe('Mantine: the notifications store (deferred-overlays.tsx loads the toasts when it fills)', () => {
  it('a toast shown before the toast area exists waits in the store, and subscribers hear of it', async () => {
    const { notifications, notificationsStore } = await import('@mantine/notifications');
    let heard = 0;
    const unsubscribe = notificationsStore.subscribe(() => {
      heard += 1;
    });
    notifications.show({ title: 'Added to Cart', message: 'Half Pan' });
    unsubscribe();
    expect(heard).toBeGreaterThan(0);
    expect(notificationsStore.getState().notifications.map((n) => n.title)).toContain('Added to Cart');
  });
});
