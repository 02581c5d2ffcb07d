import type { CrewSettings } from '../offer/types.ts';

export type Pans = { half: number; full: number };

/**
 * The pans one dish takes for `guests`: full pans first, then what is left over in a half pan if a
 * half pan serves it, otherwise one more full pan (45 guests at 20 and 10 a pan: 2 full and 1 half).
 */
export function pansForGuests(
  guests: number,
  crew: Pick<CrewSettings, 'guestsPerHalfPan' | 'guestsPerFullPan'>,
): Pans {
  const full = Math.floor(guests / crew.guestsPerFullPan);
  const rest = guests - full * crew.guestsPerFullPan;
  if (rest === 0) return { half: 0, full };
  return rest <= crew.guestsPerHalfPan ? { half: 1, full } : { half: 0, full: full + 1 };
}

/** Guests a line serves: pans at the offer's guests per pan; a per-guest or per-piece line, its quantity. */
export function portionsOf(
  line: { panSize: 'half' | 'full' | null; quantity: number },
  crew: Pick<CrewSettings, 'guestsPerHalfPan' | 'guestsPerFullPan'>,
): number {
  if (line.panSize === 'half') return line.quantity * crew.guestsPerHalfPan;
  if (line.panSize === 'full') return line.quantity * crew.guestsPerFullPan;
  return line.quantity;
}
