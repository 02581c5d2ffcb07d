import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteMenuPhotoBodySchema,
  MenuCategoryInputSchema,
  MenuCategorySchema,
  MenuItemIdParamsSchema,
  MenuItemInputSchema,
  MenuItemPatchSchema,
  MenuItemSchema,
  PHOTO_UPLOAD_MODES,
  SignatureDishSchema,
  signatureDishes,
  UploadedMenuPhotoSchema,
} from '../../../common/menu/schema.ts';
import { isAdmin } from '../../platform/access.ts';
import { type AnswerHeaders, type CachedBody, sendCachedBody } from '../../platform/encoded-body.ts';
import { fieldError } from '../../platform/field-error.ts';
import { readImageUpload, registerUploadRoutes } from '../../platform/image-upload.ts';
import type { MenuSnapshot } from './menu.cache.ts';
import type { MenuService } from './menu.service.ts';

/**
 * The menu lists' headers: `no-cache` lets browsers keep a list but ask every time; the answer
 * differs by signed-in role.
 */
const LIST_HEADERS: AnswerHeaders = {
  cacheControl: 'private, no-cache',
  vary: 'Cookie, Accept-Encoding',
  contentType: 'application/json; charset=utf-8',
};

/** Answers a cached list: 304 when the browser already has this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  return sendCachedBody(request, reply, cached, LIST_HEADERS);
}

/**
 * The menu photo upload: the `photo` file, the item it is for (an id, or 'new' for an unsaved item)
 * and the optional `mode` (replace the main photo, or add one).
 */
async function readUpload(request: FastifyRequest) {
  const { file, fields } = await readImageUpload(request, 'photo', ['itemId', 'mode']);
  const photo = { bytes: file.bytes, name: file.filename };
  const modeText = fields.mode?.trim() || 'replace';
  const mode = PHOTO_UPLOAD_MODES.find((m) => m === modeText);
  if (!mode) throw fieldError('mode', "Use 'replace' or 'add'");
  const itemId = fields.itemId?.trim();
  if (itemId === undefined || itemId === '' || itemId === 'new') {
    return { photo, mode, itemId: 'new' as const };
  }
  const parsed = MenuItemIdParamsSchema.shape.id.safeParse(itemId);
  if (!parsed.success) throw fieldError('itemId', "Use a menu item id or 'new'");
  return { photo, mode, itemId: parsed.data };
}

export async function menuRoutes(app: FastifyInstance, deps: { menu: MenuService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { menu } = deps;

  // Visitors see the active items; admins see every item, hidden ones included.
  // The lists leave encoded already (`compress: false`: the plugin would only inspect them).
  // Synchronous while the menu is in memory: an async handler costs each request a promise.
  const withSnapshot = (send: (snapshot: MenuSnapshot) => unknown) => {
    const current = menu.currentSnapshot();
    if (current) {
      send(current);
      return undefined;
    }
    return menu.snapshot().then(send);
  };
  // The body is kept serialised and compressed (menu.cache.ts); the schema describes it.
  app.get(
    '/api/menu-items',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        summary: 'List the menu items: active ones for visitors, all for admins',
        response: { 200: z.array(MenuItemSchema) },
      },
    },
    (request, reply) =>
      withSnapshot((snapshot) =>
        sendCached(request, reply, isAdmin(request.user) ? snapshot.adminBody : snapshot.publicBody),
      ),
  );

  r.get(
    '/api/menu-items/signature',
    {
      config: { access: 'public' },
      schema: {
        summary: "The home page's signature dishes, read from the menu (anyone)",
        response: { 200: z.array(SignatureDishSchema) },
      },
    },
    async () => signatureDishes((await menu.snapshot()).items),
  );

  app.get(
    '/api/menu-categories',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        summary: 'List the menu categories (anyone)',
        response: { 200: z.array(MenuCategorySchema) },
      },
    },
    (request, reply) => withSnapshot((snapshot) => sendCached(request, reply, snapshot.categoriesBody)),
  );

  r.post(
    '/api/menu-categories',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a menu category (an admin)',
        body: MenuCategoryInputSchema,
        response: { 201: MenuCategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await menu.createCategory(request.body.label, request.body.kind)),
  );

  r.post(
    '/api/menu-items',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a menu item (an admin)',
        body: MenuItemInputSchema,
        response: { 201: MenuItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await menu.create(request.body, request.user)),
  );

  r.patch(
    '/api/menu-items/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a menu item (an admin)',
        params: MenuItemIdParamsSchema,
        body: MenuItemPatchSchema,
        response: { 200: MenuItemSchema },
      },
    },
    async (request) => menu.update(request.params.id, request.body, request.user),
  );

  r.delete(
    '/api/menu-items/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Delete a menu item (an admin)', params: MenuItemIdParamsSchema },
    },
    async (request, reply) => {
      await menu.remove(request.params.id, request.user);
      return reply.status(204).send();
    },
  );

  await registerUploadRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/menu-items/upload-photo',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Upload a photo for a menu item, saved or not yet (an admin)',
          response: { 200: UploadedMenuPhotoSchema },
        },
      },
      async (request) => {
        const { photo, itemId, mode } = await readUpload(request);
        return menu.attachPhoto(itemId, photo.bytes, photo.name, mode);
      },
    );
  });

  r.post(
    '/api/menu-items/delete-photo',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete an uploaded menu photo by its address (an admin)',
        body: DeleteMenuPhotoBodySchema,
        response: { 200: z.object({ ok: z.literal(true), item: MenuItemSchema.nullable() }) },
      },
    },
    async (request) => ({
      ok: true as const,
      item: await menu.deletePhoto(request.body.photoUrl, request.body.itemId),
    }),
  );

  r.delete(
    '/api/menu-items/:id/photo',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Remove a menu item's main photo; its next one takes its place (an admin)",
        params: MenuItemIdParamsSchema,
        response: { 200: MenuItemSchema },
      },
    },
    async (request) => menu.removePhoto(request.params.id),
  );
}
