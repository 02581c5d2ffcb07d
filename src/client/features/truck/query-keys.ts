/** The truck feature's query keys (the public location is a site query: common/site-queries.ts). */
export const truckKeys = {
  schedule: ['truck', 'schedule'] as const,
};
