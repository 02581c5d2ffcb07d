import { z } from 'zod';

/**
 * The audit trail (issue 36 §3, docs/decisions/0099): one history of who changed what, for the admin
 * screens. A quote's history is its own log (quote_events, decision 0070), answered in the same shape.
 */
const AUDIT_ENTITIES = [
  'order',
  'payment',
  'settings',
  'menu-item',
  'staff',
  'client',
  'quote',
  // Issue 37: an ingredient's changes, its pack price's history among them.
  'ingredient',
  'shift',
  // Issue 39: an invoice's payments and void.
  'invoice',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const AUDIT_ROLES = ['admin', 'staff', 'client', 'visitor', 'system'] as const;

/** Who made a change, as they were called then; `id` null for the system or a visitor without an account. */
const AuditActorSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  role: z.enum(AUDIT_ROLES),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** The changed fields only, by their path ("offer.taxRate"); amounts as the API shows them ("12.50"). */
const FieldsSchema = z.record(z.string(), z.unknown()).nullable();

const AuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: AuditActorSchema,
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  before: FieldsSchema,
  after: FieldsSchema,
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit: one record's history (or every record of the entity without `id`), newest first. */
export const AuditQuerySchema = z
  .strictObject({
    entity: z.enum(AUDIT_ENTITIES, {
      error: `entity must be one of: ${AUDIT_ENTITIES.join(', ')}`,
    }),
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/, 'id is a record id such as 42 or business')
      .optional(),
    /** The `nextCursor` of the page before: events older than that one. */
    cursor: z.coerce
      .number({ error: 'cursor is the nextCursor of the page before' })
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    // Settings records are named (business, features …); every other record is numbered.
    const numbered = /^[1-9][0-9]{0,9}$/.test(query.id ?? '1') && Number(query.id ?? 1) <= 2_147_483_647;
    if (query.entity !== 'settings' && !numbered) {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: `id of a ${query.entity} is its number, such as 42`,
      });
    }
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  /** Pass as `cursor` for the next (older) page; null when this page is the last. */
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
