import { z } from 'zod';
import { requiredDateSchema } from '../dates.ts';
import { idParam } from '../ids.ts';
import { FULFILMENTS } from './types.ts';

const Money = z.string();

/** The bill as the API answers it (see ./types.ts for each part). */
export const BillSchema = z.object({
  subtotal: Money,
  discount: Money,
  serviceCharge: Money,
  deliveryFee: Money,
  tax: Money,
  gratuity: Money,
  total: Money,
  taxRate: z.string(),
  taxExempt: z.boolean(),
  deliveryZone: z.string().nullable(),
  fulfilment: z.enum(FULFILMENTS).nullable(),
  serviceChargeRate: z.string(),
  serviceChargeLabel: z.string().nullable(),
  gratuityPercent: z.number(),
  exemptionCertificate: z.string().nullable(),
});

export const FulfilmentSchema = z.enum(FULFILMENTS, { error: "Choose 'delivery' or 'pickup'" });

/** A US ZIP code, five digits (ZIP+4 accepted, its first five count). */
export const DeliveryZipSchema = z
  .string({ error: 'Enter a ZIP code' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code');

/** A gratuity percent as a whole number; which ones are offered is the offer's (gratuity.choices). */
export const GratuityPercentSchema = z
  .number({ error: 'Choose a gratuity' })
  .int('Choose a gratuity')
  .min(0, 'Choose a gratuity')
  .max(100, 'Choose a gratuity');

/** PATCH /api/admin/clients/{id}/tax-exempt: a certificate and its expiry, or null to clear. */
export const TaxExemptBodySchema = z
  .object({
    certificateNumber: z
      .string({ error: 'Enter the certificate number' })
      .trim()
      .min(1, 'Enter the certificate number')
      .max(60, 'The certificate number is too long'),
    expiresOn: requiredDateSchema('Expiry date'),
  })
  .strict()
  .nullable();
export type TaxExemptBody = z.input<typeof TaxExemptBodySchema>;

const TaxExemptionSchema = z.object({
  certificateNumber: z.string(),
  expiresOn: z.string(),
  /** False once the expiry day has passed: new bills are taxed again. */
  isActive: z.boolean(),
});

/** A client as the admin's client list shows them. */
export const AdminClientSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  taxExemption: TaxExemptionSchema.nullable(),
});
export type AdminClient = z.infer<typeof AdminClientSchema>;
export const AdminClientListSchema = z.object({
  clients: z.array(AdminClientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminClientList = z.infer<typeof AdminClientListSchema>;

/** GET /api/admin/clients: a page of clients (decision 0112), found by name, username, email or company. */
export const AdminClientListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  /** 'true': only clients with a certificate on file (active or expired). */
  exempt: z.enum(['true', 'false'], { error: 'Use exempt=true or exempt=false' }).optional(),
});
export type AdminClientListQuery = z.infer<typeof AdminClientListQuerySchema>;

/** One month of the tax report: what was billed on orders placed and proposals accepted. */
const TaxReportMonthSchema = z.object({
  month: z.string(),
  /** Revenue before tax. */
  sales: z.string(),
  taxableSales: z.string(),
  exemptSales: z.string(),
  serviceCharges: z.string(),
  deliveryFees: z.string(),
  tax: z.string(),
  gratuities: z.string(),
  bills: z.number().int(),
});
export const TaxReportSchema = z.object({ months: z.array(TaxReportMonthSchema) });
export type TaxReport = z.infer<typeof TaxReportSchema>;

const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM');

/** ?from=&to= of the tax report: months, inclusive, at most 36; without them the last 12 months. */
export const TaxReportQuerySchema = z
  .object({ from: MonthSchema.optional(), to: MonthSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type TaxReportQuery = z.infer<typeof TaxReportQuerySchema>;

export const ClientIdParamsSchema = z.object({ id: idParam('Client not found.') });
