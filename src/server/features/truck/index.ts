export { truckPlugin } from './truck.plugin.ts';
