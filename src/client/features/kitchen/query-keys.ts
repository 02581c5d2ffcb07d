/** The kitchen feature's query keys. */
export const kitchenKeys = {
  prep: (date: string) => ['kitchen', 'prep', date] as const,
  /** The mutation that marks a dish prepared: its pending marks are drawn over the fetched sheet. */
  prepared: () => ['kitchen', 'prepared'] as const,
  /** What to buy for the bookings of from..to. */
  shoppingList: (from: string, to: string) => ['kitchen', 'shopping-list', from, to] as const,
};
