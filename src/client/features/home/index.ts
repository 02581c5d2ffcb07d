/**
 * What the home feature offers the rest of the app: the hero's rotation, which the entry starts on the
 * server's HTML before React loads (decision 0022).
 */
export { startHeroRotation } from './hero-rotation.ts';
