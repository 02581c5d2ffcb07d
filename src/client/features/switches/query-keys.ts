const AVAILABILITY = ['availability'] as const;

/** The switches feature's query keys; `availability` refreshes every day's booking state. */
export const switchKeys = {
  availability: AVAILABILITY,
  availabilityFrom: (today: string) => [...AVAILABILITY, today] as const,
};
