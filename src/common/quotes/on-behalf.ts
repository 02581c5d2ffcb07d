import { PhoneOrderCustomerSchema } from '../orders/phone-orders.ts';
import { CreateQuoteBodySchema } from './schema.ts';

/**
 * POST /api/admin/quotes (issue 28 §5): a quote request an admin enters for a client's account or a
 * caller without one. The same fields as the client's request, with the customer instead of the
 * contact fields (as POST /api/admin/orders takes it).
 */
export const AdminQuoteBodySchema = CreateQuoteBodySchema.omit({
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  totalAmount: true,
  status: true,
  clientId: true,
})
  .extend({ customer: PhoneOrderCustomerSchema })
  .strict();
