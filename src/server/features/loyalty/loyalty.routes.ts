import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  AdjustPointsBodySchema,
  LoyaltySummarySchema,
  LoyaltyUserParamsSchema,
  REWARDS,
  RedeemBodySchema,
  RedeemResultSchema,
  RewardSchema,
} from '../../../common/loyalty.ts';
import { isAdmin, requireUser } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { LoyaltyService } from './loyalty.service.ts';

export async function loyaltyRoutes(
  app: FastifyInstance,
  deps: { loyalty: LoyaltyService; publicUrl: string },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/loyalty/rewards',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the rewards loyalty points can buy (anyone)',
        response: { 200: z.array(RewardSchema) },
      },
    },
    async () => REWARDS.map((reward) => ({ ...reward })),
  );

  r.get(
    '/api/loyalty/me',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in member's loyalty points and history",
        response: { 200: LoyaltySummarySchema },
      },
    },
    async (request) => deps.loyalty.summary(requireUser(request.user).id),
  );

  // The member card's QR code, made by our server: it opens the member's rewards page.
  r.get(
    '/api/loyalty/me/qr.svg',
    {
      config: { access: 'user' },
      schema: { summary: "The signed-in member's card QR code, as SVG", response: { 200: z.string() } },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const svg = await QRCode.toString(`${deps.publicUrl}/rewards?member=${user.id}`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      });
      return reply.type('image/svg+xml').header('Cache-Control', 'private, max-age=3600').send(svg);
    },
  );

  // The spec's GET /api/loyalty/{userId}: that member or an admin; anyone else is told it does not exist.
  r.get(
    '/api/loyalty/:userId',
    {
      config: { access: 'user' },
      schema: {
        summary: "A member's loyalty points and history (that member or an admin)",
        params: LoyaltyUserParamsSchema,
        response: { 200: LoyaltySummarySchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      if (!isAdmin(user) && user.id !== request.params.userId) throw notFound('Member not found.');
      return deps.loyalty.summary(request.params.userId);
    },
  );

  r.post(
    '/api/loyalty/:userId/adjust',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Add or take away a member's points (an admin)",
        params: LoyaltyUserParamsSchema,
        body: AdjustPointsBodySchema,
        response: { 201: LoyaltySummarySchema },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request.user);
      const summary = await deps.loyalty.adjust(request.params.userId, request.body, admin);
      return reply.status(201).send(summary);
    },
  );

  r.post(
    '/api/loyalty/redeem',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Spend points on a reward (the signed-in member)',
        body: RedeemBodySchema,
        response: { 201: RedeemResultSchema },
      },
    },
    async (request, reply) => {
      const result = await deps.loyalty.redeem(requireUser(request.user).id, request.body.rewardId);
      return reply.status(201).send(result);
    },
  );
}
