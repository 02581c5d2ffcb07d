export { trainingPlugin } from './training.plugin.ts';
