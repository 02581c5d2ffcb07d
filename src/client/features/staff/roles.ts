import { CREW_ROLE_LABELS, CREW_ROLES } from '../../../common/shifts/schema.ts';
import type { StaffMember } from '../../../common/staff.ts';

/** The crew's roles for a select or chips (issue 38 §1). */
export const roleOptions = CREW_ROLES.map((role) => ({ value: role, label: CREW_ROLE_LABELS[role] }));

export const memberName = (member: Pick<StaffMember, 'fullName' | 'username'>) =>
  member.fullName ?? member.username;
