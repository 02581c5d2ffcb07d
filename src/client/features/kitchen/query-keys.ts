/** The kitchen feature's query keys. */
export const kitchenKeys = {
  prep: (date: string) => ['kitchen', 'prep', date] as const,
};
