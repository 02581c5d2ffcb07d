import type { CrewRole } from '../staff/roles.ts';

/**
 * The shifts API as issue 38 gives it, until crew-api's schemas in src/common/shifts/ land: the pages
 * read only these fields, so a wider reply costs nothing.
 */

export type EventKind = 'quote' | 'order';
export type ShiftResponse = 'pending' | 'accepted' | 'declined';

export type Shift = {
  id: number;
  eventKind: EventKind;
  eventId: number;
  role: CrewRole;
  startsAt: string;
  endsAt: string;
  staffId: number | null;
  staffName?: string | null;
  response: ShiftResponse | null;
  clockedInAt?: string | null;
  clockedOutAt?: string | null;
};

export type MyShift = Shift & { eventTitle?: string; venue?: string | null };
export type MyShifts = { items: MyShift[]; feedUrl: string };

export type ShiftBody = { role: CrewRole; startsAt: string; endsAt: string; staffId: number | null };

export type Unavailable = { id: number; date: string; reason: string | null };

export type PayrollPerson = {
  staffId: number;
  name: string;
  shifts: number;
  scheduledHours: number;
  actualHours: number;
  payCents: number;
};
export type Payroll = { from: string; to: string; people: PayrollPerson[]; totalCents: number };
