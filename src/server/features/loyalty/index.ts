/**
 * What the loyalty feature offers the rest of the server: app.ts registers its plugin; other
 * features (and server code outside the features) import only the names below, from the modules
 * named here (npm run check:imports).
 */
export type { Tx } from './loyalty.ledger.ts';
export { loyaltyPlugin } from './loyalty.plugin.ts';
export type { OrderReward, OrderRewardInput } from './reward-codes.ts';
