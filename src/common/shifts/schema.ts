/**
 * The crew's API (issue 38): a staff member's crew roles, phone and hourly rate, days they cannot
 * work, shifts per event (quote or order), the suggested needs, "My shifts", the calendar feed, and
 * payroll. Shared by the server's routes and the owner's and staff's pages. Times are ISO instants;
 * a day is a business date ('YYYY-MM-DD' in America/New_York). Money is whole cents.
 */
import { z } from 'zod';
import { requiredDateSchema } from '../dates.ts';
import { idParam } from '../ids.ts';
import { OptionalPhoneSchema } from '../phone.ts';

/** What a staff member can work as; a shift needs one of these. */
export const CREW_ROLES = ['chef', 'cook', 'server', 'bartender', 'driver', 'captain'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];
export const CREW_ROLE_LABELS: Record<CrewRole, string> = {
  chef: 'Chef',
  cook: 'Cook',
  server: 'Server',
  bartender: 'Bartender',
  driver: 'Driver',
  captain: 'Captain',
};
export const CrewRoleSchema = z.enum(CREW_ROLES, { error: `Choose a role: ${CREW_ROLES.join(', ')}` });

/** The event a shift works: a proposal (quote) or an order. */
export const EVENT_KINDS = ['quote', 'order'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
const EventKindSchema = z.enum(EVENT_KINDS, { error: "Choose the event's kind: quote or order" });

/** The assignee's answer: pending until they accept; a declined shift is open again. */
export const SHIFT_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type ShiftResponse = (typeof SHIFT_RESPONSES)[number];

const MAX_RATE_CENTS = 100_000; // $1,000 an hour: anything above is a typo

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: use a date and time such as 2027-06-12T18:00:00-04:00` });

const eventId = z
  .number({ error: "Enter the event's id" })
  .int("Enter the event's id")
  .positive("Enter the event's id");

const staffId = z.number({ error: 'Choose a staff member' }).int('Choose a staff member').positive();

// ---------------------------------------------------------------------------------------------
// People and roles (§1)

/** PATCH /api/admin/staff/{id}: any of the three; null clears a phone or a rate. */
export const UpdateStaffBodySchema = z
  .strictObject({
    roles: z
      .array(CrewRoleSchema)
      .max(CREW_ROLES.length)
      .refine((r) => new Set(r).size === r.length, 'List each role once')
      .optional(),
    phone: OptionalPhoneSchema.nullable(),
    hourlyRateCents: z
      .number({ error: 'Enter the hourly rate in cents' })
      .int('Enter the hourly rate in whole cents')
      .min(0, 'A rate cannot be negative')
      .max(MAX_RATE_CENTS, 'That rate is too large')
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send roles, phone or hourlyRateCents');
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;

/** The crew fields of a staff member as admins see them (GET /api/admin/staff and the PATCH's answer). */
export const StaffCrewSchema = z.object({
  id: z.number().int(),
  fullName: z.string().nullable(),
  username: z.string(),
  roles: z.array(CrewRoleSchema),
  phone: z.string().nullable(),
  /** Admins only: no staff-facing answer carries it. */
  hourlyRateCents: z.number().int().nullable(),
});
export type StaffCrew = z.infer<typeof StaffCrewSchema>;

// ---------------------------------------------------------------------------------------------
// Days a staff member cannot work (§1)

export const UnavailableBodySchema = z.strictObject({
  date: requiredDateSchema('Date'),
  reason: z.string().trim().max(200, 'Keep the reason under 200 characters').optional(),
});
export type UnavailableBody = z.infer<typeof UnavailableBodySchema>;

/**
 * A shift named as its event is known, with no pay: what a day off clashes with, what a staff
 * member's removal reopened. Staff read the first (their own), admins both.
 */
const ShiftOnDaySchema = z.object({
  id: z.number().int(),
  eventKind: EventKindSchema,
  eventId: z.number().int(),
  eventName: z.string(),
  role: CrewRoleSchema,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ShiftOnDay = z.infer<typeof ShiftOnDaySchema>;
export const ReopenedShiftsSchema = z.array(ShiftOnDaySchema);
export type ReopenedShift = ShiftOnDay;

const UnavailableDaySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  date: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The person's shifts that day, soonest first: a warning, not a refusal (the day off is stored).
   * Marked after the owner had booked them: the owner changes or reopens those shifts.
   */
  shifts: z.array(ShiftOnDaySchema),
});
export type UnavailableDay = z.infer<typeof UnavailableDaySchema>;
export const UnavailableListSchema = z.object({ items: z.array(UnavailableDaySchema) });
export type UnavailableList = z.infer<typeof UnavailableListSchema>;

// ---------------------------------------------------------------------------------------------
// Shifts (§2)

export const CreateShiftBodySchema = z
  .strictObject({
    eventKind: EventKindSchema,
    eventId,
    role: CrewRoleSchema,
    startsAt: instant('Starts at'),
    endsAt: instant('Ends at'),
    /** Absent or null: an open shift, nobody assigned yet. */
    staffId: staffId.nullable().optional(),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: 'A shift ends after it starts',
    path: ['endsAt'],
  });
export type CreateShiftBody = z.infer<typeof CreateShiftBodySchema>;

/** PATCH /api/shifts/{id}: change, assign (staffId), unassign (null), or record actual times (admin). */
export const UpdateShiftBodySchema = z
  .strictObject({
    role: CrewRoleSchema.optional(),
    startsAt: instant('Starts at').optional(),
    endsAt: instant('Ends at').optional(),
    staffId: staffId.nullable().optional(),
    actualStartsAt: instant('Actual start').nullable().optional(),
    actualEndsAt: instant('Actual end').nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');
export type UpdateShiftBody = z.infer<typeof UpdateShiftBodySchema>;

export const ShiftIdParamsSchema = z.object({ id: idParam('Shift not found') });

/** GET /api/shifts, GET /api/shifts/suggestions: the event. */
export const EventQuerySchema = z.strictObject({
  eventKind: EventKindSchema,
  eventId: z.coerce.number({ error: "Enter the event's id" }).int().positive("Enter the event's id"),
});
export type EventQuery = z.infer<typeof EventQuerySchema>;

/** A shift as the owner sees it. */
export const ShiftSchema = z.object({
  id: z.number().int(),
  eventKind: EventKindSchema,
  eventId: z.number().int(),
  /** The event as people say it: "Smith wedding (CC-2027-014)", "Order #1042". */
  eventName: z.string(),
  role: CrewRoleSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Null: open. */
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  response: z.enum(SHIFT_RESPONSES),
  /** Clocked (or recorded by the owner); null until then. */
  actualStartsAt: z.string().nullable(),
  actualEndsAt: z.string().nullable(),
  /** Who declined it last, while it is open again after a decline. */
  declinedByName: z.string().nullable(),
});
export type Shift = z.infer<typeof ShiftSchema>;
export const ShiftListSchema = z.object({ items: z.array(ShiftSchema) });
export type ShiftList = z.infer<typeof ShiftListSchema>;

/** Suggested needs of an event: each role, how many, when (from the offer's crew settings). */
export const SuggestionsSchema = z.object({
  eventKind: EventKindSchema,
  eventId: z.number().int(),
  guests: z.number().int(),
  items: z.array(
    z.object({
      role: CrewRoleSchema,
      count: z.number().int(),
      /** Shifts of this role the event already has (assigned or open). */
      scheduled: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** Why: "one server for each 20 guests", "full service", "one per delivery". */
      reason: z.string(),
    }),
  ),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

/** POST /api/shifts/fill: create the suggested open shifts not yet there (idempotent). */
export const FillBodySchema = z.strictObject({ eventKind: EventKindSchema, eventId });
export const FillResultSchema = z.object({
  /** How many open shifts this call created (0 the second time). */
  created: z.number().int(),
  items: z.array(ShiftSchema),
});
export type FillResult = z.infer<typeof FillResultSchema>;

// ---------------------------------------------------------------------------------------------
// A staff member's own shifts (§2)

const MyShiftSchema = z.object({
  id: z.number().int(),
  eventKind: EventKindSchema,
  eventId: z.number().int(),
  role: CrewRoleSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  response: z.enum(SHIFT_RESPONSES),
  eventName: z.string(),
  /** Where to go: the venue or delivery address, when known. */
  location: z.string().nullable(),
  actualStartsAt: z.string().nullable(),
  actualEndsAt: z.string().nullable(),
});
export type MyShift = z.infer<typeof MyShiftSchema>;
export const MyShiftsSchema = z.object({
  items: z.array(MyShiftSchema),
  /** Their private calendar feed (webcal-able https URL): renewing it ends the old one. */
  feedUrl: z.string(),
});
export type MyShifts = z.infer<typeof MyShiftsSchema>;

export const ShiftResponseBodySchema = z.strictObject({
  response: z.enum(['accepted', 'declined'], { error: 'Answer accepted or declined' }),
});
export type ShiftResponseBody = z.infer<typeof ShiftResponseBodySchema>;

export const ClockBodySchema = z.strictObject({
  action: z.enum(['in', 'out'], { error: 'Clock in or out' }),
});
export type ClockBody = z.infer<typeof ClockBodySchema>;

export const FeedUrlSchema = z.object({ feedUrl: z.string() });

// ---------------------------------------------------------------------------------------------
// Payroll (§3)

export const PayrollQuerySchema = z
  .strictObject({ from: requiredDateSchema('From'), to: requiredDateSchema('To') })
  .refine((q) => q.from <= q.to, { message: 'From must be on or before To', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    message: 'Ask for at most 400 days at a time',
    path: ['to'],
  });
export type PayrollQuery = z.infer<typeof PayrollQuerySchema>;

/** A shift as payroll reads it: the shift named by its event, with its hours and pay. */
const PayrollShiftSchema = ShiftOnDaySchema.extend({
  actualStartsAt: z.string().nullable(),
  actualEndsAt: z.string().nullable(),
  scheduledHours: z.number(),
  /** Null until clocked in and out (or recorded). */
  actualHours: z.number().nullable(),
  /** Paid hours (actual when clocked, else scheduled) × rate, rounded to the cent once per shift. */
  payCents: z.number().int(),
});
const PayrollPersonSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  /** Removed from the staff since: still paid for the shifts they worked. */
  removed: z.boolean(),
  hourlyRateCents: z.number().int().nullable(),
  shifts: z.array(PayrollShiftSchema),
  scheduledHours: z.number(),
  actualHours: z.number(),
  payCents: z.number().int(),
});
export const PayrollSchema = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(PayrollPersonSchema),
  payCents: z.number().int(),
});
export type Payroll = z.infer<typeof PayrollSchema>;

/** Hours of a span of minutes, to two decimals (what a person reads; pay is computed from minutes). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
