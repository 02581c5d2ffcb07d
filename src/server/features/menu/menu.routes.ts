import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '../../../common/errors.ts';
import {
  DeleteMenuPhotoBodySchema,
  MenuCategoryInputSchema,
  MenuCategorySchema,
  MenuItemIdParamsSchema,
  MenuItemInputSchema,
  MenuItemPatchSchema,
  MenuItemSchema,
  UploadedMenuPhotoSchema,
} from '../../../common/menu.ts';
import { isAdmin } from '../../platform/access.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { imageTooLarge } from '../images/images.service.ts';
import type { MenuService } from './menu.service.ts';
import { type CachedBody, type Encoding, encodedBody } from './menu-cache.ts';

/** The best encoding the browser accepts that we keep ready: brotli, then gzip, else none. */
function preferredEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const bareTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** Answers a cached list: 304 when the browser already has this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  // `no-cache` lets browsers keep the list but ask every time; the answer differs by signed-in role.
  reply
    .header('ETag', cached.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Cookie, Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => bareTag(tag) === bareTag(cached.etag))) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(cached.body);
  return reply.header('Content-Encoding', encoding).send(encodedBody(cached, encoding));
}

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.unsupportedMediaType, 'Send the photo as multipart/form-data.');
  }
  let photo: { bytes: Buffer; name: string } | undefined;
  let itemId: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo') photo = { bytes, name: part.filename };
      } else if (part.fieldname === 'itemId') {
        itemId = String(part.value).trim();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  }
  if (!photo || photo.bytes.length === 0) {
    throw badRequest('photo: Please select an image file', { photo: 'Please select an image file' });
  }
  if (itemId === undefined || itemId === '' || itemId === 'new') return { photo, itemId: 'new' as const };
  const parsed = MenuItemIdParamsSchema.shape.id.safeParse(itemId);
  if (!parsed.success)
    throw badRequest("itemId: Use a menu item id or 'new'", { itemId: "Use a menu item id or 'new'" });
  return { photo, itemId: parsed.data };
}

export async function menuRoutes(app: FastifyInstance, deps: { menu: MenuService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { menu } = deps;

  // Visitors see the active items; admins see every item, hidden ones included.
  r.get('/api/menu-items', { config: { access: 'public' } }, async (request, reply) => {
    const snapshot = await menu.snapshot();
    return sendCached(request, reply, isAdmin(request.user) ? snapshot.adminBody : snapshot.publicBody);
  });

  r.get('/api/menu-categories', { config: { access: 'public' } }, async (request, reply) =>
    sendCached(request, reply, (await menu.snapshot()).categoriesBody),
  );

  r.post(
    '/api/menu-categories',
    {
      config: { access: 'admin' },
      schema: { body: MenuCategoryInputSchema, response: { 201: MenuCategorySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await menu.createCategory(request.body.label, request.body.kind)),
  );

  r.post(
    '/api/menu-items',
    { config: { access: 'admin' }, schema: { body: MenuItemInputSchema, response: { 201: MenuItemSchema } } },
    async (request, reply) => reply.status(201).send(await menu.create(request.body)),
  );

  r.patch(
    '/api/menu-items/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: MenuItemIdParamsSchema,
        body: MenuItemPatchSchema,
        response: { 200: MenuItemSchema },
      },
    },
    async (request) => menu.update(request.params.id, request.body),
  );

  r.delete(
    '/api/menu-items/:id',
    { config: { access: 'admin' }, schema: { params: MenuItemIdParamsSchema } },
    async (request, reply) => {
      await menu.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/menu-items/upload-photo',
    { config: { access: 'admin' }, schema: { response: { 200: UploadedMenuPhotoSchema } } },
    async (request) => {
      const { photo, itemId } = await readUpload(request);
      return menu.attachPhoto(itemId, photo.bytes, photo.name);
    },
  );

  r.post(
    '/api/menu-items/delete-photo',
    {
      config: { access: 'admin' },
      schema: {
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
      schema: { params: MenuItemIdParamsSchema, response: { 200: MenuItemSchema } },
    },
    async (request) => menu.removePhoto(request.params.id),
  );
}
