const ALL = ['inquiries'] as const;

/** The inquiries feature's query keys. */
export const inquiryKeys = {
  all: ALL,
  list: (status: string | null, page: number) => [...ALL, status, page] as const,
};
