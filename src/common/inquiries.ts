import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { idParam } from './ids.ts';
import { nameSchema } from './names.ts';
import { OptionalPhoneSchema } from './phone.ts';
import { EVENT_TYPE_LABELS, WIZARD_EVENT_TYPES } from './quotes/schema.ts';
import type { ServiceName } from './switches/text.ts';

/**
 * What the contact form offers: the one event-type list of every form (quotes/schema.ts), then the
 * services one may ask about; stored as the label so old inquiries read well if the list changes.
 */
export const INQUIRY_EVENT_TYPES = [
  ...WIZARD_EVENT_TYPES.filter((type) => type !== 'other').map((type) => EVENT_TYPE_LABELS[type]),
  'Brunch',
  'Food Truck Booking',
  'Other',
] as unknown as readonly [string, ...string[]];
type InquiryEventType = string;

/** Event types that ask for a service an admin may switch off: not offered, and refused, while it is off. */
export const INQUIRY_TYPE_SERVICES: Readonly<Partial<Record<InquiryEventType, ServiceName>>> = {
  Brunch: 'brunch',
  'Food Truck Booking': 'foodTruck',
};

const MAX_INQUIRY_GUESTS = 5000;
const MAX_INQUIRY_MESSAGE = 4000;

/** Empty form fields arrive as '' (or null): they mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A calendar date, YYYY-MM-DD, as the date input gives it. */
const CalendarDateSchema = z.iso.date('Enter a date as YYYY-MM-DD');

export const InquiryBodySchema = z.object({
  fullName: nameSchema('Full Name'),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  eventType: z.preprocess(blankToUndefined, z.enum(INQUIRY_EVENT_TYPES).optional()),
  eventDate: z.preprocess(blankToUndefined, CalendarDateSchema.optional()),
  guestCount: z.preprocess(
    blankToUndefined,
    z
      .number('Guest count must be a number')
      .int('Guest count must be a whole number')
      .min(1, 'Guest count must be at least 1')
      .max(MAX_INQUIRY_GUESTS, `Guest count must be at most ${MAX_INQUIRY_GUESTS}`)
      .optional(),
  ),
  message: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MAX_INQUIRY_MESSAGE, 'Message is too long').optional(),
  ),
});
export type InquiryBody = z.infer<typeof InquiryBodySchema>;

/**
 * "Book the Truck" (POST /api/inquiries/truck): a request for the food truck at an event, stored as an
 * inquiry of kind 'truck' so it reaches the owner's inquiries with its stop.
 */
export const TruckRequestBodySchema = z.object({
  fullName: nameSchema('Full Name'),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  eventDate: CalendarDateSchema,
  startTime: z.string('Choose a start time').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a start time'),
  hours: z
    .number('Hours must be a number')
    .int('Hours must be a whole number')
    .min(1, 'Hours must be at least 1')
    .max(12, 'Hours must be at most 12'),
  place: z.string('Where should the truck park?').trim().min(1, 'Where should the truck park?').max(200),
  guestCount: z
    .number('Guest count must be a number')
    .int('Guest count must be a whole number')
    .min(1, 'Guest count must be at least 1')
    .max(MAX_INQUIRY_GUESTS, `Guest count must be at most ${MAX_INQUIRY_GUESTS}`),
  message: z.preprocess(
    blankToUndefined,
    z.string().trim().max(MAX_INQUIRY_MESSAGE, 'Message is too long').optional(),
  ),
});
export type TruckRequestBody = z.infer<typeof TruckRequestBodySchema>;

/** The event type a truck request is stored with (the contact form's label for it). */
export const TRUCK_REQUEST_EVENT_TYPE = 'Food Truck Booking';

export const InquirySchema = z.object({
  id: z.number().int(),
  /** 'contact': the contact form; 'truck': a Book the Truck request (place, start time, hours). */
  kind: z.enum(['contact', 'truck']),
  place: z.string().nullable(),
  startTime: z.string().nullable(),
  hours: z.number().int().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  eventType: z.string().nullable(),
  eventDate: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** The business's answers, oldest first: each was mailed to the visitor. */
  replies: z.array(
    z.object({ id: z.number().int(), body: z.string(), sentAt: z.string(), sentBy: z.string().nullable() }),
  ),
});
export type Inquiry = z.infer<typeof InquirySchema>;

const MAX_INQUIRY_REPLY = 8000;

/** The owner's answer to an inquiry (POST /api/inquiries/:id/replies): mailed to the visitor. */
export const InquiryReplyBodySchema = z.object({
  message: z
    .string('Write your answer')
    .trim()
    .min(1, 'Write your answer')
    .max(MAX_INQUIRY_REPLY, 'The answer is too long'),
});

export const InquiryCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });

const InquiryStatusFilterSchema = z.enum(['open', 'handled', 'all']);

export const InquiryListQuerySchema = z.object({
  status: InquiryStatusFilterSchema.default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const InquiryListSchema = z.object({
  items: z.array(InquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  openCount: z.number().int(),
});
export type InquiryList = z.infer<typeof InquiryListSchema>;

export const HandledBodySchema = z.object({ handled: z.boolean('handled must be true or false') });

export const InquiryIdParamsSchema = z.object({ id: idParam('Not found.') });

/** The contact form's success toast, verbatim from the spec. */
export const INQUIRY_SENT_TITLE =
  "Message Sent Successfully! We'll get back to you within 24 hours to discuss your event";
