import type { StaffMember } from '../../../common/staff.ts';

/** The crew's roles (issue 38 §1), in the order the owner thinks of an event. */
export const CREW_ROLES = ['chef', 'cook', 'captain', 'server', 'bartender', 'driver'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const ROLE_LABELS: Record<CrewRole, string> = {
  chef: 'Chef',
  cook: 'Cook',
  captain: 'Captain',
  server: 'Server',
  bartender: 'Bartender',
  driver: 'Driver',
};

export const roleOptions = CREW_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A staff member as the admins' list gives them, with what issue 38 adds (absent on older servers). */
export type CrewMember = StaffMember & {
  roles?: CrewRole[];
  phone?: string | null;
  hourlyRateCents?: number | null;
};

export const memberName = (member: Pick<StaffMember, 'fullName' | 'username'>) =>
  member.fullName ?? member.username;
