const REQUESTS = ['training', 'requests'] as const;

/** The training feature's query keys. */
export const trainingKeys = {
  requests: REQUESTS,
  requestList: (status: string | null, page: number) => [...REQUESTS, status, page] as const,
};
