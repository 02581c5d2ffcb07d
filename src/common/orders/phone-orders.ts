import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { DeliveryZipSchema, FulfilmentSchema, GratuityPercentSchema } from '../bill/schema.ts';
import { requiredDateSchema } from '../dates.ts';
import { nameSchema } from '../names.ts';
import { PhoneSchema } from '../phone.ts';
import { ItemsSchema } from './schema.ts';

/** A caller without an account: their name and phone; an email only if they have one to give. */
export const PhoneOrderCallerSchema = z.strictObject({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  // A caller may have no email (issue 34 §5): the phone reaches them, and no mail is sent.
  email: z
    .union([z.literal(''), EmailSchema])
    .optional()
    .default(''),
  phone: PhoneSchema,
});

/** Who a phone order is for: a client's account, or a caller without one (their details). */
export const PhoneOrderCustomerSchema = z.union(
  [
    z.strictObject({ clientId: z.number({ error: 'Choose a client' }).int().min(1).max(2_147_483_647) }),
    PhoneOrderCallerSchema,
  ],
  { error: 'Choose a client, or give the first name, last name and phone' },
);

/**
 * POST /api/admin/orders: an order the business takes by phone. Like checkout, only ids, pan sizes and
 * quantities are read: the server prices every line, and a price or total sent is an unknown field.
 */
export const PhoneOrderBodySchema = z.strictObject({
  customer: PhoneOrderCustomerSchema,
  items: ItemsSchema,
  fulfilment: FulfilmentSchema,
  deliveryZip: DeliveryZipSchema.nullish(),
  deliveryAddress: z.string().trim().max(300, 'This is too long').optional(),
  timeWindow: z.string({ error: 'Choose one of our time windows.' }).trim().max(20).optional(),
  gratuityPercent: GratuityPercentSchema.optional(),
  eventDate: requiredDateSchema('Event date'),
  eventLocation: z.string().trim().max(300, 'This is too long').optional(),
  notes: z.string().trim().max(2000, 'This is too long').optional(),
  /** Mail the customer the usual confirmation with the tracking link (a caller without email gets none). */
  sendConfirmation: z.boolean({ error: 'Say whether to email the confirmation' }),
});
export type PhoneOrderBody = z.input<typeof PhoneOrderBodySchema>;

/** GET /api/admin/clients?search=: clients by name, email or phone, as the admin types. */
export const ClientSearchQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'This is too long').optional().default(''),
});

const ClientMatchSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ClientMatch = z.infer<typeof ClientMatchSchema>;
export const ClientMatchListSchema = z.array(ClientMatchSchema);
