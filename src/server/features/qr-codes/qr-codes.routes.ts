import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentHeader,
  CreateQrCodeBodySchema,
  QrCodeSchema,
  QrIdParamsSchema,
  QrImageQuerySchema,
  qrFileName,
  UpdateQrCodeBodySchema,
} from '../../../common/qr-codes.ts';
import { requireUser } from '../../platform/access.ts';
import type { QrCodeService } from './qr-codes.service.ts';
import { renderQrImage } from './qr-image.ts';

export async function qrCodesRoutes(app: FastifyInstance, deps: { qrCodes: QrCodeService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: visitors see the portal card and the discount codes (spec section 6).
  r.get(
    '/api/qr-codes',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the QR codes the caller may see: portal card and discount codes for visitors',
        response: { 200: z.array(QrCodeSchema) },
      },
    },
    async (request) => deps.qrCodes.list(request.user),
  );

  r.post(
    '/api/qr-codes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a QR code (an admin)',
        body: CreateQrCodeBodySchema,
        response: { 201: QrCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.qrCodes.create(request.body, requireUser(request.user))),
  );

  r.patch(
    '/api/qr-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a QR code (an admin)',
        params: QrIdParamsSchema,
        body: UpdateQrCodeBodySchema,
        response: { 200: QrCodeSchema },
      },
    },
    async (request) => deps.qrCodes.update(request.params.id, request.body),
  );

  r.delete(
    '/api/qr-codes/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Delete a QR code (an admin)', params: QrIdParamsSchema },
    },
    async (request, reply) => {
      await deps.qrCodes.remove(request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/qr-codes/:id/image',
    {
      config: { access: 'public' },
      schema: {
        summary: "A QR code's image (anyone who may see that code)",
        params: QrIdParamsSchema,
        querystring: QrImageQuerySchema,
      },
    },
    async (request, reply) => {
      const entry = await deps.qrCodes.getVisible(request.params.id, request.user);
      const { format, size, download } = request.query;
      const image = await renderQrImage(entry.data, format, size);
      // Who may see a code depends on the session: browsers may keep it, but must ask again.
      reply.header('Cache-Control', 'private, no-cache');
      reply.header('ETag', image.etag);
      reply.header('Vary', 'Cookie');
      if (download === '1' || download === 'true') {
        reply.header('Content-Disposition', attachmentHeader(qrFileName(entry.name, format)));
      }
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.body);
    },
  );
}
