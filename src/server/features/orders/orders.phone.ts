import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { ClientMatch, PhoneOrderBody } from '../../../common/orders/phone-orders.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { toPublicUser } from '../../platform/sessions.ts';
import type { OrderContext } from './orders.context.ts';

/** A phone order's customer: a client found by the "Enter order" search, or the caller's details. */
export function createPhoneOrders(context: OrderContext) {
  const { db } = context;

  return {
    /**
     * The customer of a phone order as checkout would name them: a client's account (their profile's
     * name, email and phone), or the caller's details. An unknown client is a 404.
     */
    async phoneCustomer(customer: PhoneOrderBody['customer']): Promise<{
      user: PublicUser | null;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    }> {
      if (!('clientId' in customer)) return { user: null, ...customer, email: customer.email ?? '' };
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, customer.clientId), eq(users.role, 'client')));
      if (!row) throw notFound('Client not found.');
      if (!row.phone) {
        const message = 'This client has no phone number on file: enter their details instead.';
        throw badRequest(message, { customer: message });
      }
      const [firstName = row.username, ...rest] = (row.fullName?.trim() || row.username).split(/\s+/);
      return {
        user: toPublicUser(row),
        firstName,
        lastName: rest.join(' '),
        email: row.email,
        phone: row.phone,
      };
    },

    /** Clients whose name, username, email or phone holds the text (the "Enter order" search). */
    async searchClients(search: string): Promise<ClientMatch[]> {
      const text = search.trim();
      const digits = text.replace(/\D/g, '');
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches: SQL[] = [
        ilike(users.fullName, like),
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.phone, like),
      ];
      // "2155550101" finds "(215) 555-0101": the phone's digits are compared too.
      if (digits.length >= 3)
        matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
      return db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(and(eq(users.role, 'client'), text ? or(...matches) : undefined))
        .orderBy(users.fullName, users.id)
        .limit(10);
    },
  };
}
