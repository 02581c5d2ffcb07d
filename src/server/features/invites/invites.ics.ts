import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { BUSINESS_TIME_ZONE, businessInstant } from '../../../common/business-time.ts';
import { businessCalendar, onBusinessClock } from '../../platform/icalendar.ts';

/**
 * What an invite says of an event, a catering order or a dinner pickup (issue 40 §4): when (a time
 * window on the business's clock, or a whole day when no window was agreed), where, and what it is.
 */
export type InviteEvent = {
  /** The record the invite is about: its UID is `{kind}-{id}@{the business's domain}` for ever. */
  kind: 'order' | 'quote';
  id: number;
  when: { start: Date; end: Date } | { date: string };
  location: string | null;
  summary: string;
  description: string;
  /** Who is invited: the customer the confirmation is mailed to. */
  attendee: { name: string; email: string };
};

/** Who sends it: the business (its address answers the invite, as every mail's Reply-To does). */
export type Organizer = { name: string; email: string };

export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The invite's text: one VEVENT with the UID, SEQUENCE and METHOD the invites service decided. */
export function inviteText(
  event: InviteEvent,
  organizer: Organizer,
  at: { uid: string; sequence: number; method: InviteMethod; stamp: Date },
): string {
  const cancel = at.method === 'CANCEL';
  const cal = businessCalendar({
    prodId: { company: organizer.name, product: 'Invites', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const when =
    'date' in event.when
      ? // A day without an agreed time: a whole-day event on that date (VALUE=DATE, no zone to misread).
        { start: onBusinessClock(businessInstant(event.when.date, '00:00')), allDay: true }
      : {
          start: onBusinessClock(event.when.start),
          end: onBusinessClock(event.when.end),
          timezone: BUSINESS_TIME_ZONE,
        };
  cal.createEvent({
    id: at.uid,
    sequence: at.sequence,
    stamp: at.stamp,
    ...when,
    summary: cancel ? `Cancelled: ${event.summary}` : event.summary,
    description: event.description,
    location: event.location,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(organizer.email ? { organizer: { name: organizer.name, email: organizer.email } } : {}),
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        // The customer asked for it (an order placed, a proposal signed): no answer is awaited.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return cal.toString();
}
