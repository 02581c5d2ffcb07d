import { firstName } from '../../../common/customer-name.ts';
import { eventInSentence } from '../../../common/shifts/event-name.ts';
import { CREW_ROLE_LABELS, type CrewRole } from '../../../common/shifts/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { shiftWhen } from './shifts.times.ts';

export type ShiftMailKind = 'assigned' | 'changed' | 'removed';

const SUBJECTS: Record<ShiftMailKind, string> = {
  assigned: 'New shift',
  changed: 'Shift changed',
  removed: 'Shift removed',
};

/** The mail to a staff member about their shift (kept in the outbox like every mail). */
export function shiftMail(
  kind: ShiftMailKind,
  to: { email: string; name: string },
  shift: { role: CrewRole; startsAt: Date; endsAt: Date; eventName: string; location: string | null },
  context: { businessName: string; publicUrl: string },
): MailMessage {
  const role = CREW_ROLE_LABELS[shift.role];
  const when = shiftWhen(shift.startsAt, shift.endsAt);
  const lead = {
    assigned: `You are on the crew of ${eventInSentence(shift.eventName)} as ${role.toLowerCase()}:`,
    changed: `Your shift at ${eventInSentence(shift.eventName)} changed. It is now:`,
    removed: `You are no longer on the crew of ${eventInSentence(shift.eventName)}. This shift is off your calendar:`,
  }[kind];
  return {
    to: to.email,
    subject: `${SUBJECTS[kind]}: ${role}, ${when} (${context.businessName})`,
    text:
      `Hello ${firstName(to.name)},\n\n${lead}\n\n` +
      `${role} · ${when}${shift.location ? `\n${shift.location}` : ''}\n\n` +
      (kind === 'removed'
        ? ''
        : `Sign in to accept or decline it under My shifts: ${context.publicUrl}/login\n\n`) +
      `${context.businessName}\n`,
  };
}
