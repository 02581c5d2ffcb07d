import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '../../../common/images.ts';
import { answerNotModified } from '../../platform/conditional-get.ts';
import { notFound } from '../../platform/errors.ts';
import type { ImageService } from './images.service.ts';

const ParamsSchema = z.object({
  id: z.uuid('Unknown image'),
  width: z.coerce
    .number()
    .int()
    .refine(
      (w) => (IMAGE_WIDTHS as readonly number[]).includes(w),
      `Width must be one of ${IMAGE_WIDTHS.join(', ')}`,
    ),
});

export async function imagesRoutes(app: FastifyInstance, deps: { images: ImageService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // An image id never changes content, so browsers and proxies may keep it for a year.
  r.get(
    '/api/images/:id/:width.webp',
    {
      config: { access: 'public' },
      schema: { summary: 'A stored image at a given width, as WebP (anyone)', params: ParamsSchema },
    },
    async (request, reply) => {
      const variant = await deps.images.variant(request.params.id, request.params.width);
      if (!variant) throw notFound('Image not found.');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (answerNotModified(request, reply, variant.etag)) return reply;
      return reply.type('image/webp').send(variant.bytes);
    },
  );
}
