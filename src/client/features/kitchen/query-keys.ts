/** The kitchen feature's query keys. */
export const kitchenKeys = {
  prep: (date: string) => ['kitchen', 'prep', date] as const,
  /** The mutation that marks a dish prepared: its pending marks are drawn over the fetched sheet. */
  prepared: () => ['kitchen', 'prepared'] as const,
};
