/** What other features may use of the staff feature. */

export { staffKeys } from './query-keys.ts';
export { CREW_ROLES, type CrewMember, type CrewRole, memberName, ROLE_LABELS, roleOptions } from './roles.ts';
export { useStaffList } from './use-staff.ts';
