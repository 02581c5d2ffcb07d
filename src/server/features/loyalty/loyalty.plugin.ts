import { featurePlugin } from '../../platform/feature-plugin.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';
import { createLoyaltyService, type LoyaltyService } from './loyalty.service.ts';
import { createRewardCodes } from './reward-codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Points and rewards (the loyalty feature). */
    loyalty: LoyaltyService;
    /** Redeemed rewards applied to an order or noted on a proposal (the loyalty feature). */
    rewardCodes: ReturnType<typeof createRewardCodes>;
  }
}

export const loyaltyPlugin = featurePlugin('loyalty', [], async (app, { db, config }) => {
  const loyalty = createLoyaltyService({ db });
  app.decorate('loyalty', loyalty);
  app.decorate('rewardCodes', createRewardCodes({ db }));
  await app.register(async (scope) => loyaltyRoutes(scope, { loyalty, publicUrl: config.publicUrl }));
});
