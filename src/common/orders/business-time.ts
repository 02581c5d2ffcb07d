/**
 * Business time: the business runs on America/New_York, whatever zone the server or browser is in.
 * Dates are 'YYYY-MM-DD', times 'HH:MM' (24-hour), both as a person in Philadelphia reads the clock.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The business's wall clock at an instant: { date: '2025-05-02', time: '18:30' }. */
export function businessClock(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant at which the business's clock shows `date` `time` (DST-aware). */
export function businessInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall;
  // Two passes settle the offset even on the days the clocks change.
  for (let i = 0; i < 2; i++) {
    const shown = businessClock(new Date(instant));
    const [sy, sm, sd] = shown.date.split('-').map(Number) as [number, number, number];
    const [sh, smin] = shown.time.split(':').map(Number) as [number, number];
    instant += wall - Date.UTC(sy, sm - 1, sd, sh, smin);
  }
  return new Date(instant);
}

/** "6:30 PM" */
export function formatTime12(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
