import { asc, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { discountCodeFromData } from '../../../common/discounts/schema.ts';
import {
  type CreateQrCodeBodySchema,
  QR_MISSING_MESSAGE,
  type QrCode,
  type UpdateQrCodeBodySchema,
} from '../../../common/qr-codes.ts';
import type { Database } from '../../db/connect.ts';
import { qrCodes } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

type Row = typeof qrCodes.$inferSelect;
type CreateData = ReturnType<typeof CreateQrCodeBodySchema.parse>;
type UpdateData = ReturnType<typeof UpdateQrCodeBodySchema.parse>;

const toQrCode = (row: Row): QrCode => ({
  id: row.id,
  name: row.name,
  type: row.type,
  data: row.data,
  description: row.description,
  active: row.active,
});

export function createQrCodeService(deps: {
  db: Database;
  /** Discount codes a customer may use now: a discount QR shows only while its code works. */
  activeDiscountCodes: () => Promise<Set<string>>;
}) {
  const { db } = deps;

  /** Admins see every code; everyone else the app-access code and the usable discount codes. */
  async function visible(user: PublicUser | null, rows: Row[]): Promise<Row[]> {
    if (isAdmin(user)) return rows;
    const usable = await deps.activeDiscountCodes();
    return rows.filter((row) => {
      if (!row.active) return false;
      if (row.type === 'app-access') return true;
      if (row.type !== 'discount') return false;
      const code = discountCodeFromData(row.data);
      return code !== null && usable.has(code);
    });
  }

  async function findRow(id: number): Promise<Row | undefined> {
    const [row] = await db.select().from(qrCodes).where(eq(qrCodes.id, id));
    return row;
  }

  return {
    async list(user: PublicUser | null): Promise<QrCode[]> {
      const rows = await db.select().from(qrCodes).orderBy(asc(qrCodes.id));
      return (await visible(user, rows)).map(toQrCode);
    },

    /** The entry when this user may list it; anyone else gets 404. */
    async getVisible(id: number, user: PublicUser | null): Promise<QrCode> {
      const row = await findRow(id);
      const [shown] = row ? await visible(user, [row]) : [];
      if (!shown) throw notFound('QR code not found.');
      return toQrCode(shown);
    },

    async create(body: CreateData, user: PublicUser): Promise<QrCode> {
      if (!body.name || !body.data) {
        throw badRequest(QR_MISSING_MESSAGE, {
          ...(body.name ? {} : { name: 'Name is required' }),
          ...(body.data ? {} : { data: 'Data is required' }),
        });
      }
      const [row] = await db
        .insert(qrCodes)
        .values({
          name: body.name,
          type: body.type,
          data: body.data,
          description: body.description,
          createdBy: user.id,
        })
        .returning();
      return toQrCode(row!);
    },

    async update(id: number, body: UpdateData): Promise<QrCode> {
      const [row] = await db
        .update(qrCodes)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(qrCodes.id, id))
        .returning();
      if (!row) throw notFound('QR code not found.');
      return toQrCode(row);
    },

    /** The app-access code is what the portal card shows: it can be edited, never deleted. */
    async remove(id: number): Promise<void> {
      const row = await findRow(id);
      if (!row) throw notFound('QR code not found.');
      if (row.type === 'app-access') {
        throw badRequest('The app-access QR code cannot be deleted; edit it instead.');
      }
      await db.delete(qrCodes).where(eq(qrCodes.id, id));
    },
  };
}

export type QrCodeService = ReturnType<typeof createQrCodeService>;
