/**
 * The name a customer is addressed by on documents and in mail: the first name they gave us (their
 * profile's full name, the name on their request or order), their login name only when there is none.
 * "Prepared for: nadia" reads like a form nobody filled in.
 */
export function customerName(...names: (string | null | undefined)[]): string {
  for (const name of names) if (name?.trim()) return name.trim();
  return 'Guest';
}

/**
 * How a mail greets a person: the first word of the name `customerName` gives ("Hello Jordan" for
 * Jordan Lee), the login name only when no name was given (issue 34 §6).
 */
export function firstName(...names: (string | null | undefined)[]): string {
  return customerName(...names).split(/\s+/)[0]!;
}
