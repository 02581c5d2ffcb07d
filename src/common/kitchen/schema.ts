import { z } from 'zod';
import { CALENDAR_ENTRY_KINDS } from '../calendar/schema.ts';
import { IsoDateSchema } from '../switches/schema.ts';

export const PrepQuerySchema = z.object({
  date: IsoDateSchema,
  /** `pdf`: the sheet to print and pin up. */
  format: z.enum(['json', 'pdf'], { error: "format is 'json' or 'pdf'" }).optional(),
});

/** Who a dish goes to: an event, an order, a pickup or a recurring order's date. */
const PrepForSchema = z.object({
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  id: z.number().int(),
  number: z.string(),
  /** An order received but not confirmed yet: its food is planned, marked "Tentative". */
  tentative: z.boolean(),
  /** When it is due: '12:00 PM – 2:00 PM', '6:30 PM', or 'Time to be agreed' (entryWhen). */
  when: z.string(),
});
export type PrepFor = z.infer<typeof PrepForSchema>;

const PrepDishSchema = z.object({
  /** Null when the dish has since been deleted from the menu (it is kept by its name). */
  menuItemId: z.number().int().nullable(),
  name: z.string(),
  /** The category's slug; `other` for a dish no longer on the menu. */
  category: z.string(),
  categoryLabel: z.string(),
  pans: z.object({ half: z.number().int(), full: z.number().int() }),
  /** Guests served: pans at the offer's guests per pan, plus per-guest and per-piece lines. */
  portions: z.number().int(),
  for: z.array(PrepForSchema),
  /** Marked prepared on the kitchen's screens for this date. */
  prepared: z.boolean(),
});
export type PrepDish = z.infer<typeof PrepDishSchema>;

export const PrepSheetSchema = z.object({ date: z.string(), dishes: z.array(PrepDishSchema) });
export type PrepSheet = z.infer<typeof PrepSheetSchema>;

/** PUT /api/kitchen/prepared: a dish of a day marked prepared, or the mark taken back. */
export const PreparedBodySchema = z.strictObject({
  date: IsoDateSchema,
  menuItemId: z.number({ error: 'Choose a dish' }).int().min(1).max(2_147_483_647),
  prepared: z.boolean({ error: 'prepared is true or false' }),
});
export type PreparedBody = z.infer<typeof PreparedBodySchema>;
