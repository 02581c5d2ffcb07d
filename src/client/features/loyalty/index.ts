/**
 * What the rewards feature offers the rest of the app. Other features import only these names,
 * from the modules named here (npm run check:imports); importing this file works too, but puts every
 * module below into the importer's chunk.
 */
export { RewardCodePicker } from './reward-code-picker.tsx';
export { TierCard } from './tier-card.tsx';
export { useLoyalty } from './use-loyalty.ts';
