import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-imports.ts');
const trees: string[] = [];

/** A small source tree (path → contents) checked by the real script; its exit code and output. */
function check(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** The cart offers useCart (from cart-store.ts) and nothing else. */
const cartFeature = {
  'src/client/features/cart/index.ts': "export { useCart } from './cart-store.ts';\n",
  'src/client/features/cart/cart-store.ts':
    'export const useCart = () => 1;\nexport const clearCart = () => 0;\n',
  'src/client/features/cart/cart-panel.tsx': 'export const CartPanel = () => null;\n',
};

describe('the import check', () => {
  it('passes a feature that uses what another offers in its index.ts, and its own files directly', () => {
    const result = check({
      ...cartFeature,
      'src/client/features/menu/menu.page.tsx':
        "import { useCart } from '../cart/cart-store.ts';\nimport { x } from './menu-card.tsx';\n",
      'src/client/features/menu/menu-card.tsx': 'export const x = 1;\n',
      'src/client/features/menu/lazy.tsx': "const m = () => import('../cart/cart-store.ts');\n",
      'src/client/layouts/header.tsx': "import { useCart } from '../features/cart/index.ts';\n",
    });
    expect(result.output).toContain('no forbidden imports');
    expect(result.status).toBe(0);
  });

  it("fails a feature that reaches into a module another feature's index.ts does not offer", () => {
    const result = check({
      ...cartFeature,
      'src/client/features/menu/menu.page.tsx': "import { CartPanel } from '../cart/cart-panel.tsx';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/client/features/menu/menu.page.tsx imports '../cart/cart-panel.tsx': another feature is used only through what its index.ts exports",
    );
  });

  it('fails a name the index does not offer, a lazy import of a hidden module, and layouts alike', () => {
    const result = check({
      ...cartFeature,
      'src/client/features/menu/menu.page.tsx':
        "import { clearCart, useCart } from '../cart/cart-store.ts';\n",
      'src/client/features/menu/lazy.tsx': "const m = () => import('../cart/cart-panel.tsx');\n",
      'src/client/layouts/header.tsx': "import { CartPanel } from '../features/cart/cart-panel.tsx';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("menu.page.tsx imports '../cart/cart-store.ts'");
    expect(result.output).toContain("lazy.tsx imports '../cart/cart-panel.tsx'");
    expect(result.output).toContain("header.tsx imports '../features/cart/cart-panel.tsx'");
  });

  it('fails a feature without an index.ts being used by another', () => {
    const result = check({
      'src/client/features/dinner/dinner-format.ts': 'export const format = () => 1;\n',
      'src/client/features/orders/order-card.tsx': "import { format } from '../dinner/dinner-format.ts';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain("order-card.tsx imports '../dinner/dinner-format.ts'");
  });

  it('fails app-wide code (lib, ui) that depends on a feature', () => {
    const result = check({
      ...cartFeature,
      'src/client/lib/use-thing.ts': "import { useCart } from '../features/cart/index.ts';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('lib and ui are app-wide and must not depend on a feature');
  });

  it("fails app.ts wiring a server feature's service instead of registering its plugin", () => {
    const result = check({
      'src/server/features/orders/index.ts': "export { ordersPlugin } from './orders.plugin.ts';\n",
      'src/server/features/orders/orders.plugin.ts': 'export const ordersPlugin = 1;\n',
      'src/server/features/orders/orders.service.ts': 'export const createOrderService = 1;\n',
      'src/server/app.ts':
        "import { ordersPlugin } from './features/orders/index.ts';\n" +
        "import { createOrderService } from './features/orders/orders.service.ts';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/server/app.ts imports './features/orders/orders.service.ts': app.ts registers a feature through its index.ts",
    );
    expect(result.output).not.toContain("index.ts': app.ts");
  });

  /** The orders server feature offers its plugin, the OrderService type and priceOrder, nothing more. */
  const ordersServerFeature = {
    'src/server/features/orders/index.ts':
      "export { ordersPlugin } from './orders.plugin.ts';\n" +
      "export { type OrderService, priceOrder } from './orders.service.ts';\n",
    'src/server/features/orders/orders.plugin.ts': 'export const ordersPlugin = 1;\n',
    'src/server/features/orders/orders.service.ts':
      'export type OrderService = 1;\nexport type OrderRow = 2;\n' +
      'export const priceOrder = 1;\nexport const createOrderService = 1;\n',
    'src/server/features/orders/orders.store.ts': 'export const insertOrder = 1;\n',
  };

  it('passes a server feature (or other server code) using what another offers in its index.ts', () => {
    const result = check({
      ...ordersServerFeature,
      'src/server/features/payments/payments.service.ts':
        "import type { OrderService } from '../orders/orders.service.ts';\n" +
        "import { priceOrder } from '../orders/orders.service.ts';\n" +
        "import { x } from './payments.store.ts';\n",
      'src/server/features/payments/payments.store.ts': 'export const x = 1;\n',
      'src/server/db/seed.ts': "import { type OrderService } from '../features/orders/orders.service.ts';\n",
      'src/server/features/orders/orders.routes.ts': "import { insertOrder } from './orders.store.ts';\n",
    });
    expect(result.output).toContain('no forbidden imports');
    expect(result.status).toBe(0);
  });

  it('fails server code reaching into a name or module another server feature does not offer, types too', () => {
    const result = check({
      ...ordersServerFeature,
      'src/server/features/payments/payments.service.ts':
        "import type { OrderRow, OrderService } from '../orders/orders.service.ts';\n",
      'src/server/features/payments/payments.orders.ts':
        "import { createOrderService } from '../orders/orders.service.ts';\n",
      'src/server/features/recurring-orders/job.ts':
        "import { insertOrder } from '../orders/orders.store.ts';\n",
      'src/server/db/seed.ts': "import { insertOrder } from '../features/orders/orders.store.ts';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "src/server/features/payments/payments.service.ts imports '../orders/orders.service.ts': another feature is used only through what its index.ts exports",
    );
    expect(result.output).toContain("payments.orders.ts imports '../orders/orders.service.ts'");
    expect(result.output).toContain("job.ts imports '../orders/orders.store.ts'");
    expect(result.output).toContain("seed.ts imports '../features/orders/orders.store.ts'");
  });

  it('fails the other ways to take more than the index offers: namespace, default, re-export, side effect', () => {
    const result = check({
      ...ordersServerFeature,
      'src/server/features/payments/a.ts': "import * as orders from '../orders/orders.service.ts';\n",
      'src/server/features/payments/b.ts':
        "import orders, { priceOrder } from '../orders/orders.service.ts';\n",
      'src/server/features/payments/c.ts':
        "export { createOrderService } from '../orders/orders.service.ts';\n",
      'src/server/features/payments/d.ts': "export * from '../orders/orders.service.ts';\n",
      'src/server/features/payments/e.ts': "import '../orders/orders.store.ts';\n",
      'src/server/features/payments/f.ts': "export { priceOrder } from '../orders/orders.service.ts';\n",
    });
    expect(result.status).toBe(1);
    for (const file of ['a', 'b', 'c', 'd', 'e'])
      expect(result.output).toContain(`src/server/features/payments/${file}.ts imports '../orders/`);
    expect(result.output).not.toContain('payments/f.ts');
  });

  it('still fails the client importing server code and common importing React', () => {
    const result = check({
      'src/client/main.tsx': "import { x } from '../server/app.ts';\n",
      'src/common/x.ts': "import { useState } from 'react';\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('the client must not import server code');
    expect(result.output).toContain('common must stay free of Node APIs and React');
  });
});
