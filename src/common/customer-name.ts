/**
 * The name a customer is addressed by on documents and in mail: the first name they gave us (their
 * profile's full name, the name on their request or order), their login name only when there is none.
 * "Prepared for: nadia" reads like a form nobody filled in.
 */
export function customerName(...names: (string | null | undefined)[]): string {
  for (const name of names) if (name?.trim()) return name.trim();
  return 'Guest';
}
