import { featurePlugin } from '../../platform/feature-plugin.ts';
import { menuRoutes } from './menu.routes.ts';
import { createMenuService, type MenuService } from './menu.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The menu: dishes, categories and prices (the menu feature). */
    menu: MenuService;
  }
}

export const menuPlugin = featurePlugin('menu', ['images'], async (app, { db, changes }) => {
  const menu = createMenuService({ db, images: app.images, changes });
  app.decorate('menu', menu);
  await app.register(async (scope) => menuRoutes(scope, { menu }));
});
