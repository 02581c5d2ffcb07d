import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type {
  AdminClient,
  AdminClientList,
  AdminClientListQuery,
  TaxExemptBody,
  TaxReport,
  TaxReportQuery,
} from '../../../common/bill/schema.ts';
import type { Bill } from '../../../common/bill/types.ts';
import { businessClock, businessInstant } from '../../../common/business-time.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { orders, quotes, users } from '../../db/schema/index.ts';
import { inBusinessZone as local, orderDay } from '../../platform/business-sql.ts';
import { notFound } from '../../platform/errors.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'fullName' | 'email' | 'company' | 'taxExemptCertificate' | 'taxExemptExpiresOn'
>;

function toClient(row: UserRow, today: string): AdminClient {
  const { taxExemptCertificate: certificateNumber, taxExemptExpiresOn: expiresOn } = row;
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    company: row.company,
    taxExemption:
      certificateNumber && expiresOn ? { certificateNumber, expiresOn, isActive: expiresOn >= today } : null,
  };
}

/** 'YYYY-MM' `offset` months after `month`. */
function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** Clients' tax exemptions and the tax report (docs/decisions/0065-the-bill.md). */
export function createBillService(db: Database, clock: () => Date = () => new Date()) {
  const columns = {
    id: users.id,
    username: users.username,
    fullName: users.fullName,
    email: users.email,
    company: users.company,
    taxExemptCertificate: users.taxExemptCertificate,
    taxExemptExpiresOn: users.taxExemptExpiresOn,
  };
  const today = () => businessClock(clock()).date;

  return {
    /**
     * A page of clients (decision 0112): those with a certificate on file first (the page is about
     * them), then by name; ?q= searches every client, not only the page shown.
     */
    async listClients(query: AdminClientListQuery): Promise<AdminClientList> {
      const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        eq(users.role, 'client'),
        like
          ? or(
              ilike(users.fullName, like),
              ilike(users.username, like),
              ilike(users.email, like),
              ilike(users.company, like),
            )
          : undefined,
        query.exempt === 'true' ? isNotNull(users.taxExemptCertificate) : undefined,
        query.exempt === 'false' ? isNull(users.taxExemptCertificate) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(
            sql`${users.taxExemptCertificate} is null`,
            sql`lower(coalesce(${users.fullName}, ${users.username}))`,
            asc(users.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return {
        clients: rows.map((row) => toClient(row, today())),
        total: counted?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Records a certificate (new bills of this client have no tax until it expires), or clears it;
     * the audit trail keeps the certificate before and after, and who.
     */
    async setTaxExempt(id: number, body: TaxExemptBody, by?: PublicUser | null): Promise<AdminClient> {
      const row = await db.transaction(async (tx) => {
        const client = and(eq(users.id, id), eq(users.role, 'client'));
        const [previous] = await tx.select(columns).from(users).where(client).for('update');
        if (!previous) throw notFound('Client not found.');
        const [updated] = await tx
          .update(users)
          .set({
            taxExemptCertificate: body?.certificateNumber ?? null,
            taxExemptExpiresOn: body?.expiresOn ?? null,
            updatedAt: new Date(),
          })
          .where(client)
          .returning(columns);
        const exemption = (r: UserRow) => ({
          taxExemptCertificate: r.taxExemptCertificate,
          taxExemptExpiresOn: r.taxExemptExpiresOn,
        });
        await recordAudit(tx, {
          actor: actorOrSystem(by),
          action: 'tax-exemption-changed',
          entity: 'client',
          entityId: id,
          before: exemption(previous),
          after: exemption(updated!),
        });
        return updated!;
      });
      return toClient(row, today());
    },

    /**
     * Per month: orders not cancelled, by the day they are for (event, pickup or placing), and
     * proposals accepted or completed, by their event; each counted with the bill it was made with.
     */
    async taxReport(query: TaxReportQuery): Promise<TaxReport> {
      const to = query.to ?? today().slice(0, 7);
      const from = query.from ?? addMonths(to, -11);
      const months: string[] = [];
      for (let m = from; m <= to && months.length < 36; m = addMonths(m, 1)) months.push(m);
      const end = addMonths(months.at(-1) ?? to, 1);
      const orderRows = await db
        .select({ month: sql<string>`substr(${orderDay}, 1, 7)`, bill: orders.bill })
        .from(orders)
        .where(
          and(
            ne(orders.status, 'cancelled'),
            sql`${orderDay} >= ${`${from}-01`} and ${orderDay} < ${`${end}-01`}`,
          ),
        );
      const quoteRows = await db
        .select({ month: sql<string>`to_char(${local(quotes.eventDate)}, 'YYYY-MM')`, bill: quotes.bill })
        .from(quotes)
        .where(
          and(
            inArray(quotes.status, ['accepted', 'completed']),
            gte(quotes.eventDate, businessInstant(`${from}-01`, '00:00')),
            lt(quotes.eventDate, businessInstant(`${end}-01`, '00:00')),
          ),
        );
      const sums = new Map(months.map((month) => [month, emptyMonth()]));
      for (const row of [...orderRows, ...quoteRows]) {
        const month = sums.get(row.month);
        if (month && row.bill) addBill(month, row.bill);
      }
      return {
        months: months.map((month) => {
          const s = sums.get(month)!;
          return {
            month,
            sales: fromCents(s.sales),
            taxableSales: fromCents(s.taxableSales),
            exemptSales: fromCents(s.exemptSales),
            serviceCharges: fromCents(s.serviceCharges),
            deliveryFees: fromCents(s.deliveryFees),
            tax: fromCents(s.tax),
            gratuities: fromCents(s.gratuities),
            bills: s.bills,
          };
        }),
      };
    },
  };
}

function emptyMonth() {
  return {
    sales: 0,
    taxableSales: 0,
    exemptSales: 0,
    serviceCharges: 0,
    deliveryFees: 0,
    tax: 0,
    gratuities: 0,
    bills: 0,
  };
}

function addBill(month: ReturnType<typeof emptyMonth>, bill: Bill): void {
  const taxable =
    toCents(bill.subtotal) - toCents(bill.discount) + toCents(bill.serviceCharge) + toCents(bill.deliveryFee);
  month.sales += toCents(bill.total) - toCents(bill.tax);
  if (bill.taxExempt) month.exemptSales += taxable;
  else month.taxableSales += taxable;
  month.serviceCharges += toCents(bill.serviceCharge);
  month.deliveryFees += toCents(bill.deliveryFee);
  month.tax += toCents(bill.tax);
  month.gratuities += toCents(bill.gratuity);
  month.bills += 1;
}

export type BillService = ReturnType<typeof createBillService>;
