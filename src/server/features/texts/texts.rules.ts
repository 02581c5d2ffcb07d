import { addDays, businessClock, businessInstant } from '../../../common/business-time.ts';

/** At most this many texts per number per business day (issue 40 §1); the next is skipped. */
export const DAILY_TEXT_CAP = 5;
/** Quiet hours on the business clock: no text from 9 PM until 8 AM. */
const QUIET_FROM = '21:00';
const QUIET_UNTIL = '08:00';

/** When a text asked for at `now` may go: now, or 8 AM when `now` falls in quiet hours. */
export function sendTimeFor(now: Date): { sendAt: Date; held: boolean } {
  const clock = businessClock(now);
  if (clock.time >= QUIET_FROM)
    return { sendAt: businessInstant(addDays(clock.date, 1), QUIET_UNTIL), held: true };
  if (clock.time < QUIET_UNTIL) return { sendAt: businessInstant(clock.date, QUIET_UNTIL), held: true };
  return { sendAt: now, held: false };
}

/** The business day an instant falls on, as the two instants that bound it (DST-aware). */
export function businessDayBounds(at: Date): { start: Date; end: Date } {
  const { date } = businessClock(at);
  return { start: businessInstant(date, '00:00'), end: businessInstant(addDays(date, 1), '00:00') };
}

/** The keywords carriers and Twilio treat as an opt-out, and as an opt-in again. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** What an inbound text asks: the whole message, trimmed, in any case, is the keyword. */
export function keywordOf(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
