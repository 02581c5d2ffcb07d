import { z } from 'zod';
import { EmailSchema, UsernameSchema } from './auth.ts';
import { idParam } from './ids.ts';
import { nameSchema } from './names.ts';
import { CrewRoleSchema, ReopenedShiftsSchema } from './shifts/schema.ts';

/**
 * Staff (issue 28 §4, docs/decisions/0085): the crew's accounts, invited by an admin. An invitee sets
 * a password through a mailed single-use link to /reset-password; removing them ends their sessions.
 */
export const InviteStaffBodySchema = z.strictObject({
  username: UsernameSchema,
  email: EmailSchema,
  fullName: nameSchema('Full name'),
});
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>;

const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  /** Has set a password from the invitation and signed in at least once. */
  signedIn: z.boolean(),
  createdAt: z.string(),
  /** Issue 38: crew roles, phone and hourly rate (this list is admins' only). */
  roles: z.array(CrewRoleSchema),
  phone: z.string().nullable(),
  hourlyRateCents: z.number().int().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

/**
 * DELETE /api/admin/staff/{id}: `{ ok, message }` as before, the message naming the shifts that opened
 * again; `reopened` lists them for the screen's links to their events.
 */
export const RemoveStaffReplySchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  reopened: ReopenedShiftsSchema,
});
export type RemoveStaffReply = z.infer<typeof RemoveStaffReplySchema>;

export const StaffIdParamsSchema = z.object({ id: idParam('Unknown staff member') });

/** How long an invitation's link works: long enough for a weekend, single use all the same. */
export const STAFF_INVITE_DAYS = 3;
