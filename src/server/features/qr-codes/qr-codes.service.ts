import { asc, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import {
  DISCOUNT_DATA_PREFIX,
  discountCodeFromData,
  discountCodeFromInput,
  discountLink,
} from '../../../common/discounts/code-text.ts';
import { ErrorCode } from '../../../common/errors.ts';
import {
  type CreateQrCodeBodySchema,
  QR_MISSING_MESSAGE,
  type QrCode,
  type UpdateQrCodeBodySchema,
} from '../../../common/qr-codes.ts';
import type { Database } from '../../db/connect.ts';
import { qrCodes } from '../../db/schema/index.ts';
import { isAdmin } from '../../platform/access.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

type Row = typeof qrCodes.$inferSelect;
type CreateData = ReturnType<typeof CreateQrCodeBodySchema.parse>;
type UpdateData = ReturnType<typeof UpdateQrCodeBodySchema.parse>;

const DISCOUNT_DATA_MESSAGE = 'A discount QR code names a discount code, such as 10PERCENT';

/** A discount QR's stored data, `DISCOUNT:CODE`, from whatever the admin typed; refused if it names none. */
function storedDiscountData(input: string): string {
  const code = discountCodeFromInput(input);
  if (!code) throw badRequest(DISCOUNT_DATA_MESSAGE, { data: DISCOUNT_DATA_MESSAGE });
  return `${DISCOUNT_DATA_PREFIX}${code}`;
}

export function createQrCodeService(deps: {
  db: Database;
  /** Discount QR codes encode `{publicUrl}/menu?code=CODE`, a link a phone camera opens (decision 0058). */
  publicUrl: string;
  /** Discount codes a customer may use now: a discount QR shows only while its code works. */
  activeDiscountCodes: () => Promise<Set<string>>;
}) {
  const { db } = deps;

  /** What the API answers and the image encodes: a discount QR's link is made from PUBLIC_URL now. */
  const toQrCode = (row: Row): QrCode => {
    const code = row.type === 'discount' ? discountCodeFromData(row.data) : null;
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      data: code ? discountLink(deps.publicUrl, code) : row.data,
      description: row.description,
      active: row.active,
    };
  };

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
          data: body.type === 'discount' ? storedDiscountData(body.data) : body.data,
          description: body.description,
          createdBy: user.id,
        })
        .returning();
      return toQrCode(row!);
    },

    async update(id: number, body: UpdateData): Promise<QrCode> {
      const current = await findRow(id);
      if (!current) throw notFound('QR code not found.');
      const data =
        body.data !== undefined && current.type === 'discount' ? storedDiscountData(body.data) : body.data;
      const [row] = await db
        .update(qrCodes)
        .set({ ...body, ...(data !== undefined ? { data } : {}), updatedAt: new Date() })
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
        throw conflict(
          'The app-access QR code cannot be deleted; edit it instead.',
          undefined,
          ErrorCode.qrCodeNotDeletable,
        );
      }
      await db.delete(qrCodes).where(eq(qrCodes.id, id));
    },
  };
}

export type QrCodeService = ReturnType<typeof createQrCodeService>;
