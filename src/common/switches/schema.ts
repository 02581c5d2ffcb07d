import { z } from 'zod';
import { DATE_SHAPE_MESSAGE, isRealDate, REAL_DATE_MESSAGE } from '../dates.ts';

/** The admin's site switches (Feature Manager): social links, booking rules, optional services. */

const SOCIAL_LINK_MESSAGE = 'Enter a full https:// link, or leave it blank to hide the icon';
/** A profile link: https only (never javascript: or http:), or blank to hide the icon. */
const SocialLinkSchema = z
  .string()
  .trim()
  .max(300, 'Links must be at most 300 characters')
  .refine(
    (v) => v === '' || (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(v) && URL.canParse(v)),
    SOCIAL_LINK_MESSAGE,
  );

export const SocialLinksSchema = z.object({
  instagram: SocialLinkSchema,
  facebook: SocialLinkSchema,
  tiktok: SocialLinkSchema,
  yelp: SocialLinkSchema,
  google: SocialLinkSchema,
});

/** Any real 'YYYY-MM-DD' date: how a stored record is read back (it never fails over a date). */
const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_SHAPE_MESSAGE)
  .refine(isRealDate, REAL_DATE_MESSAGE);

/**
 * A date sent to the API. Far-off years are refused: the day after 9999-12-31 has no 4-digit year,
 * so range arithmetic on it failed (a 500), and no booking or export needs them.
 */
export const IsoDateSchema = CalendarDateSchema.refine(
  (v) => v >= '1900-01-01' && v <= '2999-12-31',
  'Use a date between the years 1900 and 2999',
);

const reason = z.string().trim().max(120, 'A reason must be at most 120 characters').optional();
const BlackoutDateSchema = z.object({ date: CalendarDateSchema, reason });

const hours = (label: string) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .int(`${label} must be whole hours`)
    .min(0, `${label} cannot be negative`)
    .max(24 * 365, `${label} must be at most a year`);
/** null means no limit. */
const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
    .max(1000, `${label} must be at most 1000`)
    .nullable();

const blackoutDates = <T extends z.ZodType>(item: T) => z.array(item).max(366, 'At most 366 blackout dates');

const BookNowSchema = z.object({
  enabled: z.boolean(),
  pausedMessage: z.string().trim().min(1, 'Say what visitors see while booking is paused').max(300),
  minLeadHours: hours('The minimum lead time'),
  recommendedLeadHours: hours('The recommended lead time'),
  blackoutDates: blackoutDates(BlackoutDateSchema),
  maxEventsPerDay: limit('Events per day'),
  maxDinnerPickupsPerSlot: limit('Dinner pickups per slot'),
});

/** A recommendation below the minimum would make refusals say "at least 48 hours (we recommend 12)". */
export const LEAD_TIMES_MESSAGE = 'The recommended lead time cannot be shorter than the minimum lead time';
export const leadTimesInOrder = (b: { minLeadHours: number; recommendedLeadHours: number }) =>
  b.recommendedLeadHours >= b.minLeadHours;
/** The Book Now form: the fields, and the two lead times in order. */
export const BookNowFormSchema = BookNowSchema.refine(leadTimesInOrder, {
  message: LEAD_TIMES_MESSAGE,
  path: ['recommendedLeadHours'],
});

const Switch = z.object({ enabled: z.boolean() });
const TrainingVisibilitySchema = z.enum(['public', 'admin'], { error: 'Choose public or admin' });
const TrainingSwitch = z.object({ enabled: z.boolean(), visibility: TrainingVisibilitySchema });
const ServicesSchema = z.object({
  foodTruck: Switch,
  dinnerCatering: Switch,
  brunch: Switch,
  training: TrainingSwitch,
  recurringOrders: Switch,
});

export const SiteSwitchesSchema = z.object({
  social: SocialLinksSchema,
  bookNow: BookNowSchema,
  services: ServicesSchema,
});
export type SiteSwitches = z.infer<typeof SiteSwitchesSchema>;

/**
 * PATCH /api/features: any part of the same shape; arrays (blackout dates) are replaced whole.
 * Strict at every level, so a misspelt key ("visiblity") is refused rather than silently dropped;
 * the stored record stays lenient (SiteSwitchesSchema), so an older record never fails to load.
 */
/**
 * A service switch sent as a plain boolean (`"foodTruck": false`, as outside checkers send it) means
 * `{ enabled: false }`: converted before the strict object, so a wrong value keeps its own message.
 * GET still answers objects.
 */
const switchPatch = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'boolean' ? { enabled: v } : v), schema).optional();
const SwitchPatch = switchPatch(Switch.partial().strict());
export const SwitchesPatchSchema = z.strictObject({
  social: SocialLinksSchema.partial().strict().optional(),
  bookNow: BookNowSchema.extend({
    blackoutDates: blackoutDates(z.strictObject({ date: IsoDateSchema, reason })),
  })
    .partial()
    .strict()
    .optional(),
  services: z
    .strictObject({
      foodTruck: SwitchPatch,
      dinnerCatering: SwitchPatch,
      brunch: SwitchPatch,
      training: switchPatch(TrainingSwitch.partial().strict()),
      recurringOrders: SwitchPatch,
    })
    .optional(),
});
export type SwitchesPatch = z.infer<typeof SwitchesPatchSchema>;

export function mergeSwitches(current: SiteSwitches, patch: SwitchesPatch): SiteSwitches {
  const s = patch.services ?? {};
  return {
    social: { ...current.social, ...patch.social },
    bookNow: { ...current.bookNow, ...patch.bookNow },
    services: {
      foodTruck: { ...current.services.foodTruck, ...s.foodTruck },
      dinnerCatering: { ...current.services.dinnerCatering, ...s.dinnerCatering },
      brunch: { ...current.services.brunch, ...s.brunch },
      training: { ...current.services.training, ...s.training },
      recurringOrders: { ...current.services.recurringOrders, ...s.recurringOrders },
    },
  };
}

export const AvailabilityQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    message: 'Ask for at most 400 days at a time',
    path: ['to'],
  });

export const AvailabilitySchema = z.object({
  blocked: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
  full: z.array(z.string()),
  /**
   * Admins only: quote requests per day that hold no place yet (a visitor's, or an unverified
   * account's, until the business accepts it or a verified customer claims it).
   */
  pending: z.array(z.object({ date: z.string(), requests: z.number().int() })).optional(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export { DEFAULT_FEATURES, serviceVisible } from './defaults.ts';
export {
  closedMessage,
  fullyBookedMessage,
  longDate,
  type ServiceName,
  serviceOffMessage,
} from './text.ts';
