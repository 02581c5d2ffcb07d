/** The staff feature's query keys. */
export const staffKeys = {
  list: () => ['staff'] as const,
  daysOff: () => ['staff', 'days-off'] as const,
};
