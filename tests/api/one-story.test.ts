import { describe, expect, it } from 'vitest';
import { REWARDS } from '../../src/common/loyalty.ts';
import type { MenuItem, SignatureDish } from '../../src/common/menu/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

describe("the home page's signature dishes", () => {
  it("are six active menu items, popular ones first, with the menu's name, description and price", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu-items/signature' });
    expect(res.statusCode).toBe(200);
    const dishes = res.json<SignatureDish[]>();
    expect(dishes).toHaveLength(6);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
    for (const dish of dishes) {
      const item = menu.find((m) => m.id === dish.id);
      expect(item).toMatchObject({ name: dish.name, description: dish.description, price: dish.price });
      expect(item?.popular).toBe(true);
    }
  });

  it('follow the menu: a hidden dish leaves them', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/menu-items/signature' })).json<
      SignatureDish[]
    >();
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${first!.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/menu-items/signature' })).json<
      SignatureDish[]
    >();
    expect(after.map((d) => d.id)).not.toContain(first!.id);
  });
});

describe('rewards', () => {
  it('name real menu items: the free tray is one the menu sells', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
    const tray = REWARDS.find((r) => r.id === 'appetizer-tray')!;
    expect(tray.name).toBe('Free Dessert Tray');
    const named = menu.filter((item) => tray.description.includes(item.name));
    expect(named.map((item) => item.name)).toEqual(['Assorted Dessert Tray (Small)']);
  });
});
