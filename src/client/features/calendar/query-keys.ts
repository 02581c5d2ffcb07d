const ALL = ['calendar'] as const;

/** The calendar feature's query keys; invalidating `all` refreshes every range shown. */
export const calendarKeys = {
  all: ALL,
  range: (from: string, to: string) => [...ALL, from, to] as const,
};
