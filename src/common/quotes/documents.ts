/** Texts shared by the server's PDF and the browser's printable proposal, so both say the same. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

export const PROPOSAL_TERMS = [
  'A 50% deposit is required to confirm your booking.',
  'The remaining balance is due 7 days before the event.',
  'The final guest count is due 72 hours before the event.',
  'Cancellations with at least 30 days notice receive a full refund.',
  'Our team arrives for setup 2 hours before the event starts.',
] as const;

/** "Saturday, May 4, 2030 at 6:00 PM" in the business's time zone, or TBD when there is no date. */
export function formatEventDate(iso: string | null | undefined): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'TBD';
  const day = date.toLocaleDateString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = date.toLocaleTimeString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day} at ${time}`;
}

/** "May 4, 2030" for cards and lists, or TBD. */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return 'TBD';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'TBD';
  return date.toLocaleDateString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

function zoneParts(date: Date): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far the business's clock is ahead of UTC at that instant, in milliseconds (negative in the US). */
function businessOffsetMs(date: Date): number {
  const p = zoneParts(date);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "2030-05-04T18:00": the instant as a date-and-time input shows it, on the business's clock. */
export function toBusinessInputValue(date: Date): string {
  const p = zoneParts(date);
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a date-and-time input means, read on the business's clock (events happen there). */
export function fromBusinessInputValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // The offset at the guessed instant settles it, except within a DST change, which the second pass fixes.
  let instant = wall - businessOffsetMs(new Date(wall));
  instant = wall - businessOffsetMs(new Date(instant));
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
