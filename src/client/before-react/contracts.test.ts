import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICK_SEQUENCE } from './early-clicks.ts';
import { MODAL_EVENTS } from './modal-events.ts';

/**
 * The code that runs before React leans on a few things React and Mantine do but do not promise.
 * These pin each one, so an upgrade that changes them fails here in seconds, not in the browser
 * journeys.
 */

const require = createRequire(import.meta.url);
/** A file of an installed package (some export no package.json: found from their main entry). */
function packageFile(name: string, file: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

describe('React: a field’s value tracker (early-input.ts hands typed values over through it)', () => {
  it.each(['cjs/react-dom-client.production.js', 'cjs/react-dom-client.development.js'])(
    '%s keeps the tracker on the element as _valueTracker, with setValue, and compares with it',
    (file) => {
      const source = packageFile('react-dom', file);
      expect(source).toMatch(/\._valueTracker = trackValueOnNode\(/);
      expect(source).toMatch(/setValue: function \(value\) \{/);
      // A change event counts only when the field's value differs from the tracker's.
      expect(source).toMatch(/function updateValueIfChanged\(node\) \{[\s\S]{0,200}node\._valueTracker/);
    },
  );
});

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

describe('Mantine: the password eye toggles on the mouse’s press (early-clicks.ts gives held taps again)', () => {
  it('toggles on mousedown (and touchend), which a held tap’s replay includes before its click', () => {
    const source = packageFile('@mantine/core', 'esm/components/PasswordInput/PasswordInput.mjs');
    expect(source).toMatch(/onMouseDown: \(event\) => \{[\s\S]{0,160}toggleVisibility\(\)/);
    expect(CLICK_SEQUENCE).toContain('mousedown');
    expect(CLICK_SEQUENCE.at(-1)).toBe('click');
  });
});
