import { z } from 'zod';
import { WEEKDAYS } from '../business-time.ts';
import { isMoneyText } from '../money.ts';
import { isTimeWindow } from '../orders/time-windows.ts';
import { DEFAULT_OFFER } from './defaults.ts';
import { MAX_PACKAGE_DISHES, type Offer, ORDER_PAYMENTS, SERVICE_CHARGE_TARGETS } from './types.ts';

const Money = z.string().trim().refine(isMoneyText, 'Enter an amount such as 40.00');
const Text = (max: number) => z.string().trim().min(1).max(max);
const Lines = z.array(Text(160)).max(12);
const Guests = z.number().int().min(1).max(10_000);
const Dishes = z
  .number()
  .int()
  .min(1)
  .max(MAX_PACKAGE_DISHES, `A package includes at most ${MAX_PACKAGE_DISHES} dishes`);
/** A percent with at most three decimals (8.25, 8.125). */
const Percent = (max: number) =>
  z
    .number({ error: 'Enter a percent' })
    .min(0, 'A percent is 0 or more')
    .max(max, `At most ${max}%`)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'At most three decimals');

/**
 * An offer as stored before the bill existed (docs/decisions/0065): zones without ZIP codes become the
 * default zones (the area's name is kept); the schema's defaults fill in the charges. Read this way by
 * the settings service rather than in the schema, which also serialises replies (no one-way transforms).
 */
export function withDefaultZones(offer: unknown): unknown {
  if (typeof offer !== 'object' || offer === null) return offer;
  const value = (offer as { delivery?: unknown }).delivery;
  if (typeof value !== 'object' || value === null) return offer;
  const zones = (value as { zones?: unknown }).zones;
  const hasZips =
    Array.isArray(zones) && zones.some((zone) => zone && typeof zone === 'object' && 'zipCodes' in zone);
  return hasZips
    ? offer
    : { ...offer, delivery: { ...DEFAULT_OFFER.delivery, ...value, zones: DEFAULT_OFFER.delivery.zones } };
}

const Categories = z.array(Text(60)).min(1).max(12);

const ServiceLineSchema = z.object({
  id: Text(40),
  title: Text(80),
  price: Money,
  unit: z.string().trim().max(40),
  from: z.boolean(),
  description: Text(400),
  includes: Lines,
});

/** 'HH:MM' on the quarter hour: pickup times are offered every 15 minutes from the window's start. */
const PickupTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'A pickup time reads like 17:00, on the quarter hour');

/** Dinner pickup hours: at most one window a weekday (docs/decisions/0087). */
const DinnerPickupSchema = z.strictObject({
  hours: z
    .array(
      z
        .strictObject({
          day: z.enum(WEEKDAYS, { error: 'Choose a weekday' }),
          from: PickupTime,
          to: PickupTime,
        })
        .refine((p) => p.from < p.to, { message: 'Pickup hours end after they start', path: ['to'] }),
    )
    .min(1, 'Choose at least one pickup day')
    .max(7)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'Each weekday appears once'),
});

/** Issue 34 §2: the size over which a request waits for the owner even with instant proposals on. */
const InstantProposalLimitSchema = z.strictObject({
  maxGuests: z.number({ error: 'Enter a number of guests' }).int().min(1).max(10_000),
  maxTotal: Money,
});

/** The offer as an admin saves it; see ./types.ts for what each part means. */
export const OfferSchema = z
  .object({
    perPerson: z
      .array(
        z.object({
          key: z.enum(['full-service', 'brunch']),
          name: Text(80),
          description: Text(400),
          pricePerPerson: Money,
          minGuests: Guests,
          dishCount: Dishes,
          eligibleCategories: Categories,
          includes: Lines,
          popular: z.boolean(),
        }),
      )
      .max(2),
    perEvent: z
      .array(
        z.object({
          key: z.enum(['basic', 'premium', 'luxury']),
          name: Text(80),
          description: Text(400),
          price: Money,
          minGuests: Guests,
          maxGuests: Guests,
          dishCount: Dishes,
          eligibleCategories: Categories,
          includes: Lines,
          popular: z.boolean(),
        }),
      )
      .max(3),
    services: z.array(ServiceLineSchema).max(8),
    addOns: z.array(ServiceLineSchema).max(8),
    pans: ServiceLineSchema,
    minimums: z.object({
      smallestParty: Guests,
      customQuote: Guests,
      foodTruckHours: z.number().int().min(1).max(24),
    }),
    // The lead times in hours are the Feature Manager's (features.bookNow), not the offer's.
    booking: z.object({
      weeksAhead: Text(20),
      largeEventWeeksAhead: Text(20),
    }),
    delivery: z.object({
      area: Text(120),
      zones: z
        .array(
          z.object({
            name: Text(120),
            zipCodes: z
              .array(
                z
                  .string()
                  .trim()
                  .regex(/^\d{5}$/, 'A ZIP code has 5 digits'),
              )
              .min(1, 'A zone has at least one ZIP code')
              .max(300),
            fee: Money,
          }),
        )
        .min(1)
        .max(8)
        .refine((zones) => {
          const zips = zones.flatMap((zone) => zone.zipCodes);
          return new Set(zips).size === zips.length;
        }, 'A ZIP code belongs to one zone only'),
      pickup: z.boolean().default(true),
      // An offer saved before checkout's time windows existed reads with the default windows.
      windows: z
        .array(z.string().trim().refine(isTimeWindow, 'A time window reads like 12:00-14:00'))
        .max(12)
        .refine((windows) => new Set(windows).size === windows.length, 'Each time window appears once')
        .default(DEFAULT_OFFER.delivery.windows),
    }),
    // An offer saved before the bill existed (docs/decisions/0065) reads with the default charges.
    taxRate: Percent(25).default(DEFAULT_OFFER.taxRate),
    serviceCharge: z
      .object({
        rate: Percent(50),
        label: Text(40),
        appliesTo: z.array(z.enum(SERVICE_CHARGE_TARGETS)).max(SERVICE_CHARGE_TARGETS.length),
      })
      .default(DEFAULT_OFFER.serviceCharge),
    gratuity: z
      .object({
        enabled: z.boolean(),
        choices: z
          .array(z.number().int().min(0).max(50))
          .min(1)
          .max(8)
          .refine((choices) => choices.includes(0), 'Keep 0 among the choices: a tip is optional'),
      })
      .default(DEFAULT_OFFER.gratuity),
    orderPayment: z
      .enum(ORDER_PAYMENTS, { error: "Choose 'checkout' or 'confirmation'" })
      .default(DEFAULT_OFFER.orderPayment),
    replyWithinHours: z.number().int().min(1).max(168),
    // An offer saved before issue 27 reads with the default proposal terms.
    proposals: z
      .object({
        validDays: z.number().int().min(1).max(365),
        // Saved before the owner could choose: the spec's flow, priced requests go out at once.
        sendPricedAtOnce: z.boolean().default(true),
      })
      .default(DEFAULT_OFFER.proposals),
    // The client's final guest count (issue 34 §3); an offer saved before reads with the defaults
    // (its old finalCountDaysBefore is dropped: the deadline is now in hours, as the spec says).
    guestCounts: z
      .object({
        closesHoursBefore: z.number().int().min(0).max(2160),
        newSignatureAbovePercent: z.number().int().min(0).max(100),
      })
      .default(DEFAULT_OFFER.guestCounts),
    claims: z.array(z.object({ value: Text(12), label: Text(40) })).max(6),
    // An offer saved before the BEO existed reads with the default crew settings.
    crew: z
      .object({
        guestsPerHalfPan: z.number().int().min(1).max(500),
        guestsPerFullPan: z.number().int().min(1).max(1000),
        arrivalMinutesBefore: z.number().int().min(0).max(720),
        setupMinutes: z.number().int().min(0).max(720),
        serviceMinutes: z.number().int().min(15).max(1440),
        breakdownMinutes: z.number().int().min(0).max(720),
        guestsPerServer: z.number().int().min(1).max(1000),
        // Issue 38 (a crew saved before it reads with the defaults): staffing's suggestions and
        // the travel time kept free between one person's shifts.
        guestsPerBartender: z.number().int().min(1).max(1000).default(DEFAULT_OFFER.crew.guestsPerBartender),
        travelMinutes: z.number().int().min(0).max(480).default(DEFAULT_OFFER.crew.travelMinutes),
      })
      .refine((c) => c.setupMinutes <= c.arrivalMinutesBefore, {
        message: 'Setup must end by the time service starts',
        path: ['setupMinutes'],
      })
      .default(DEFAULT_OFFER.crew),
    // An offer saved before issue 30 §4 reads with the default pickup hours.
    dinnerPickup: DinnerPickupSchema.default(DEFAULT_OFFER.dinnerPickup),
    // Issue 34 §2 (an offer saved before it reads with the default: 75 guests, $3,000).
    instantProposalLimit: InstantProposalLimitSchema.default(DEFAULT_OFFER.instantProposalLimit),
    // Issue 37 §2 (an offer saved before it reads with the default target, 30%).
    costing: z
      .object({
        foodCostTargetPercent: z
          .number({ error: 'Enter the food cost target as a percent' })
          .int('Enter the food cost target as a whole percent')
          .min(1, 'The food cost target is at least 1%')
          .max(100, 'The food cost target is at most 100%'),
      })
      .default(DEFAULT_OFFER.costing),
    // Issue 40 §3 (an offer saved before it reads with none): where 4–5 stars are invited to review us.
    reviewLink: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'Enter the review link as a web address (https://…)' }).max(500),
      ])
      .default(DEFAULT_OFFER.reviewLink),
  })
  .refine((o) => o.perEvent.every((p) => p.minGuests <= p.maxGuests), {
    message: "A package's minimum guests cannot exceed its maximum",
    path: ['perEvent'],
  })
  .refine(
    (o) =>
      new Set([...o.perPerson, ...o.perEvent].map((p) => p.key)).size ===
      o.perPerson.length + o.perEvent.length,
    {
      message: 'Each package appears once',
      path: ['perPerson'],
    },
  ) satisfies z.ZodType<Offer>;
