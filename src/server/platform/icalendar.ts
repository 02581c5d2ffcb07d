import { TZDate } from '@date-fns/tz';
import ical, { type ICalCalendar, type ICalCalendarData } from 'ical-generator';
import { BUSINESS_TIME_ZONE } from '../../common/business-time.ts';

/**
 * America/New_York's rules since 2007 (second Sunday of March, first Sunday of November): the
 * VTIMEZONE a calendar app needs to read local times. The business's zone is fixed
 * (common/business-time.ts), so one block is enough.
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * A calendar whose events are written on the business's clock (TZID=America/New_York, with its
 * VTIMEZONE): the crew's shift feed and the customers' invites are both built here.
 */
export function businessCalendar(data: ICalCalendarData): ICalCalendar {
  const cal = ical(data);
  // The zone's VTIMEZONE for the events' TZID, without a calendar-wide zone: that would write
  // DTSTAMP in local time, where RFC 5545 wants UTC.
  cal.timezone({
    name: null,
    generator: (zone) => (zone === BUSINESS_TIME_ZONE ? NEW_YORK_VTIMEZONE : null),
  });
  cal.x('X-WR-TIMEZONE', BUSINESS_TIME_ZONE);
  return cal;
}

/** An instant as the business's clock reads it, for an event's start or end (with `timezone: BUSINESS_TIME_ZONE`). */
export const onBusinessClock = (at: Date) => new TZDate(at, BUSINESS_TIME_ZONE);
