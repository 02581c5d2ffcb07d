import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  GalleryPhotoUpdateSchema,
  PhotoIdParamsSchema,
  PhotoListQuerySchema,
  PhotoListSchema,
  PhotoOrderSchema,
  PhotoPatchSchema,
  PhotoSchema,
  SitePhotosSchema,
} from '../../../common/photos.ts';
import { isAdmin, requireUser } from '../../platform/access.ts';
import { answerNotModified } from '../../platform/conditional-get.ts';
import { registerUploadRoutes } from '../../platform/image-upload.ts';
import { readGalleryUpload } from './gallery-upload.ts';
import type { PhotoService } from './photos.service.ts';

type ListQuery = z.infer<typeof PhotoListQuerySchema>;

/**
 * Both the photo manager's calls (/api/photos) and the gallery's (/api/gallery) act on the same
 * photos (DESIGN decision 2); the paths and payloads are the spec's, so both stay.
 */
export async function photosRoutes(app: FastifyInstance, deps: { photos: PhotoService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { photos } = deps;

  /** Visitors get active photos, admins all; answered with an ETag so an unchanged list costs a 304. */
  async function sendList(request: FastifyRequest, reply: FastifyReply, query: ListQuery) {
    const { photos: list, etag } = await photos.list({
      includeHidden: isAdmin(request.user),
      featured: query.featured === 'true',
      category: query.category,
      placement: query.placement,
    });
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
    if (answerNotModified(request, reply, etag)) return reply;
    return list;
  }

  const listSchema = { querystring: PhotoListQuerySchema, response: { 200: PhotoListSchema } };
  const idSchema = { params: PhotoIdParamsSchema };

  const listSummary = (what: string) => `List the ${what}: active ones for visitors, all for admins`;
  r.get(
    '/api/photos',
    { config: { access: 'public' }, schema: { ...listSchema, summary: listSummary('photos') } },
    (request, reply) => sendList(request, reply, request.query),
  );
  r.get(
    '/api/gallery',
    { config: { access: 'public' }, schema: { ...listSchema, summary: listSummary("gallery's photos") } },
    (request, reply) => sendList(request, reply, request.query),
  );

  // Every picture the public pages show, by placement; the same for every visitor, so shared caches may keep it.
  r.get(
    '/api/site-photos',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The pictures the public pages show, by placement (anyone)',
        response: { 200: SitePhotosSchema },
      },
    },
    async (request, reply) => {
      const { photos: grouped, etag } = await photos.sitePhotos();
      reply.header('Cache-Control', 'public, no-cache');
      if (answerNotModified(request, reply, etag)) return reply;
      return grouped;
    },
  );

  r.patch(
    '/api/photos/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change a photo's details (an admin)",
        ...idSchema,
        body: PhotoPatchSchema,
        response: { 200: PhotoSchema },
      },
    },
    (request) => photos.update(request.params.id, request.body),
  );
  r.put(
    '/api/gallery/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change a gallery photo's details (an admin)",
        ...idSchema,
        body: GalleryPhotoUpdateSchema,
        response: { 200: PhotoSchema },
      },
    },
    (request) => photos.update(request.params.id, request.body),
  );

  for (const path of ['/api/photos/:id', '/api/gallery/:id']) {
    const schema = { ...idSchema, summary: 'Delete a photo (an admin)' };
    r.delete(path, { config: { access: 'admin' }, schema }, async (request, reply) => {
      await photos.remove(request.params.id);
      return reply.status(204).send();
    });
  }

  await registerUploadRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/gallery/upload',
      {
        config: { access: 'admin' },
        schema: { summary: 'Upload a photo to the gallery (an admin)', response: { 201: PhotoSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        const form = await readGalleryUpload(request);
        const photo = await photos.upload({ ...form, uploadedBy: user.id });
        return reply.status(201).send(photo);
      },
    );
  });

  // The gallery's drag handle and its move up / move down buttons.
  r.patch(
    '/api/gallery/order',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Put the gallery's photos in a new order (an admin)",
        body: PhotoOrderSchema,
        response: { 200: PhotoListSchema },
      },
    },
    (request) => photos.reorder(request.body.ids),
  );
}
