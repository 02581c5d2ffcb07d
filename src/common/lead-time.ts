import { businessClock } from './business-time.ts';
import { leadTimeMessage } from './switches/text.ts';

/**
 * How soon an event may be booked: the Book Now lead times of the Feature Manager are the one source
 * (docs/decisions/0109). The server's booking check and the forms both ask this module, so a form
 * marks a date with the words and numbers the server would refuse it with.
 */
export type LeadTimes = { minLeadHours: number; recommendedLeadHours: number };

/** The soonest moment an event may start, seen at `now`. */
export function soonestEventStart(lead: Pick<LeadTimes, 'minLeadHours'>, now: Date): Date {
  return new Date(now.getTime() + lead.minLeadHours * 3_600_000);
}

/** The first business date a checkout order (a date without a time) may name: the soonest start's day. */
export function soonestEventDay(lead: Pick<LeadTimes, 'minLeadHours'>, now: Date): string {
  return businessClock(soonestEventStart(lead, now)).date;
}

/**
 * Why an event is sooner than the minimum lead time, naming the configured hours, or null. A quote
 * request names its start; a checkout order names a day, which is too soon before the soonest start's day.
 */
export function leadTimeProblem(
  lead: LeadTimes,
  event: { startsAt: Date } | { date: string },
  now: Date,
): string | null {
  const tooSoon =
    'startsAt' in event
      ? event.startsAt.getTime() < soonestEventStart(lead, now).getTime()
      : event.date < soonestEventDay(lead, now);
  return tooSoon ? leadTimeMessage(lead.minLeadHours, lead.recommendedLeadHours) : null;
}
