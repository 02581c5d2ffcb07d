import { z } from 'zod';
import { isMoneyText } from '../money.ts';
import { MAX_PACKAGE_DISHES, type Offer } from './types.ts';

const Money = z.string().trim().refine(isMoneyText, 'Enter an amount such as 40.00');
const Text = (max: number) => z.string().trim().min(1).max(max);
const Lines = z.array(Text(160)).max(12);
const Guests = z.number().int().min(1).max(10_000);
const Dishes = z
  .number()
  .int()
  .min(1)
  .max(MAX_PACKAGE_DISHES, `A package includes at most ${MAX_PACKAGE_DISHES} dishes`);
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
        .array(z.object({ name: Text(120), fee: Money }))
        .min(1)
        .max(8),
    }),
    replyWithinHours: z.number().int().min(1).max(168),
    claims: z.array(z.object({ value: Text(12), label: Text(40) })).max(6),
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
