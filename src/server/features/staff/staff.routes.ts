import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicUserSchema } from '../../../common/auth.ts';
import { StaffCrewSchema, UpdateStaffBodySchema } from '../../../common/shifts/schema.ts';
import {
  InviteStaffBodySchema,
  RemoveStaffReplySchema,
  StaffIdParamsSchema,
  type StaffList,
  StaffListSchema,
} from '../../../common/staff.ts';
import type { Database } from '../../db/connect.ts';
import { crewMembers, users } from '../../db/schema/index.ts';
import { requireUser } from '../../platform/access.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { updateCrew } from './staff.crew.ts';
import { removeStaff } from './staff.remove.ts';

/**
 * Staff accounts (issue 28 §4, docs/decisions/0085): only admins invite, list and remove them. An
 * invitation mails its link only to the address the admin typed; removing a member ends their access
 * and keeps their history (staff.remove.ts).
 */
export async function staffRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: AuthService; sessions: SessionStore },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/admin/staff',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Invite a staff member: their account, and a mailed link to set a password (an admin)',
        body: InviteStaffBodySchema,
        response: { 201: PublicUserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.auth.inviteStaff(request.body, requireUser(request.user))),
  );

  r.get(
    '/api/admin/staff',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The staff members, oldest first (an admin)',
        response: { 200: StaffListSchema },
      },
    },
    async (): Promise<StaffList> => {
      const rows = await db
        .select({ user: users, crew: crewMembers })
        .from(users)
        .leftJoin(crewMembers, eq(crewMembers.userId, users.id))
        .where(and(eq(users.role, 'staff'), isNull(users.removedAt)))
        .orderBy(asc(users.createdAt), asc(users.id));
      return {
        staff: rows.map(({ user: row, crew }) => ({
          id: row.id,
          username: row.username,
          email: row.email,
          fullName: row.fullName,
          signedIn: row.lastSignInAt !== null,
          createdAt: row.createdAt.toISOString(),
          roles: crew?.roles ?? [],
          phone: row.phone,
          hourlyRateCents: crew?.hourlyRateCents ?? null,
        })),
      };
    },
  );

  r.patch(
    '/api/admin/staff/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A staff member's crew roles, phone and hourly rate (an admin; the rate is admins' only)",
        params: StaffIdParamsSchema,
        body: UpdateStaffBodySchema,
        response: { 200: StaffCrewSchema },
      },
    },
    async (request) => updateCrew(db, request.params.id, request.body, requireUser(request.user)),
  );

  r.delete(
    '/api/admin/staff/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Remove a staff member: they cannot sign in any more, their worked shifts stay in payroll, their upcoming shifts open again (an admin)',
        params: StaffIdParamsSchema,
        response: { 200: RemoveStaffReplySchema },
      },
    },
    async (request) => {
      const reply = await removeStaff(db, request.params.id, requireUser(request.user));
      // Their sessions end at once, cached ones included (their row stays: no cascade ends them).
      await deps.sessions.endAllForUser(request.params.id);
      return reply;
    },
  );
}
