import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Burger,
  MantineProvider,
  Notification,
  PasswordInput,
  Tabs,
  type TabsPanelProps,
} from '@mantine/core';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_ACTION_ATTRIBUTE, passwordFieldKey } from './first-actions.ts';
import { FIRST_TOAST_CLASSES } from './first-toast.ts';

/**
 * first-actions.ts changes a page the way React and Mantine would draw it, before they run, and
 * React's first render must agree with it. These pin what that leans on, so an upgrade that changes
 * it fails here in seconds rather than in the browser journeys.
 */

const require = createRequire(import.meta.url);
function packageFile(name: string, file: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return fs.readFileSync(path.join(dir, file), 'utf8');
}
const render = (node: ReactNode) => renderToStaticMarkup(h(MantineProvider, null, node));
const classesOf = (markup: string, part: string) =>
  new RegExp(`class="([^"]*mantine-${part}[^"]*)"`).exec(markup)?.[1]?.split(' ') ?? [];

describe('Mantine: a notification’s markup (first-toast.ts draws the same)', () => {
  const markup = render(
    h(
      Notification,
      { title: 'Added to Cart', closeButtonProps: { 'aria-label': 'Close notification' } },
      'x',
    ),
  );
  it.each([
    ['Notification-root', FIRST_TOAST_CLASSES.toast],
    ['Notification-body', FIRST_TOAST_CLASSES.body],
    ['Notification-title', FIRST_TOAST_CLASSES.title],
    ['Notification-description', FIRST_TOAST_CLASSES.description],
    ['Notification-closeButton', FIRST_TOAST_CLASSES.close],
  ])('%s has the classes the first toast uses', (part, ours) => {
    const theirs = classesOf(markup, part);
    expect(theirs.length).toBeGreaterThan(0);
    // The toast area adds its own (Notifications-notification) to Mantine's card: ours has both.
    for (const name of theirs) expect(ours.split(' ')).toContain(name);
  });
  it('the toast area’s and card’s own classes are the notifications stylesheet’s, placed by data-position', () => {
    const css = packageFile('@mantine/notifications', 'styles.css');
    const [, area] = FIRST_TOAST_CLASSES.area.split(' ');
    for (const position of ['bottom-right', 'top-center', 'bottom-center']) {
      expect(css).toContain(`.${area}:where([data-position='${position}'])`);
    }
    expect(css).toContain(`.${FIRST_TOAST_CLASSES.toast.split(' ')[0]}:where(`);
  });
});

describe('Mantine: the burger (the first script opens the phone menu)', () => {
  it('draws its lines in .mantine-Burger-burger, marked data-opened when open', () => {
    expect(render(h(Burger, { opened: true }))).toMatch(
      /class="[^"]*mantine-Burger-burger[^"]*"[^>]*data-opened/,
    );
    expect(render(h(Burger, { opened: false }))).not.toContain('data-opened');
  });
});

const URL_TAB = { [FIRST_ACTION_ATTRIBUTE]: 'url-tab' } as Record<string, string>;

describe('Mantine: tabs (the first script chooses a tab whose choice is in the URL)', () => {
  const tabs = (value: string) =>
    render(
      h(
        Tabs,
        { value, id: 'offer', keepMountedMode: 'display-none' },
        h(
          Tabs.List,
          null,
          h(Tabs.Tab, { value: 'main', ...URL_TAB }, 'Main'),
          h(Tabs.Tab, { value: 'menu-options', ...URL_TAB }, 'Menu Options'),
        ),
        h(Tabs.Panel, { value: 'main' } as TabsPanelProps, 'main panel'),
        h(Tabs.Panel, { value: 'menu-options' } as TabsPanelProps, 'options panel'),
      ),
    );
  it('names a tab <id>-tab-<value> and its panel <id>-panel-<value>, and passes our attribute on', () => {
    const markup = tabs('main');
    expect(markup).toMatch(
      /<button[^>]*data-first-action="url-tab"[^>]*id="offer-tab-menu-options"|<button[^>]*id="offer-tab-menu-options"[^>]*data-first-action="url-tab"/,
    );
    expect(markup).toContain('id="offer-panel-menu-options"');
  });
  it('with keepMountedMode display-none, a hidden panel is in the page with display: none', () => {
    const markup = tabs('main');
    expect(markup).toMatch(
      /<div style="display:none"[^>]*id="offer-panel-menu-options"[^>]*>options panel<\/div>/,
    );
    expect(markup).toMatch(/<button[^>]*aria-selected="true"[^>]*>.*Main/);
  });
  it('the chosen tab is marked data-active and aria-selected, as the first script marks it', () => {
    expect(tabs('menu-options')).toMatch(
      /data-active="true"[^>]*id="offer-tab-menu-options"[^>]*aria-selected="true"/,
    );
  });
});

describe('Mantine: the password eye (the first script shows the password)', () => {
  const field = (defaultVisible: boolean) =>
    render(
      h(PasswordInput, {
        label: 'Password',
        autoComplete: 'current-password',
        defaultVisible,
        visibilityToggleButtonProps: { [FIRST_ACTION_ATTRIBUTE]: 'password-eye' },
        visibilityToggleIcon: () => h('svg', { className: 'eye' }),
      }),
    );
  it('puts our attribute on the eye, which holds the icon one level down and says aria-pressed', () => {
    expect(field(false)).toMatch(
      /<button[^>]*aria-pressed="false"[^>]*data-first-action="password-eye"[^>]*><span[^>]*><svg class="eye">/,
    );
  });
  it('starts shown from defaultVisible: the field’s type is text and the eye pressed', () => {
    expect(field(true)).toMatch(/type="text"/);
    expect(field(true)).toMatch(/aria-pressed="true"/);
  });
  it('names a field by its autocomplete and form path', () => {
    expect(passwordFieldKey('current-password', 'password')).toBe('current-password|password');
    expect(passwordFieldKey(null, undefined)).toBe('|');
  });
});

describe('React: hydration and the changes made before it', () => {
  it.each(['cjs/react-dom-client.production.js'])(
    '%s keeps an element’s differing text when it says suppressHydrationWarning (the cart count)',
    (file) => {
      const source = packageFile('react-dom', file);
      expect(source).toMatch(
        /instance\.textContent === "" \+ type \|\|\s*!0 === props\.suppressHydrationWarning/,
      );
    },
  );
});
