/** What other features may use of the staff feature. */

export { staffKeys } from './query-keys.ts';
export { memberName, roleOptions } from './roles.ts';
export { useStaffList } from './use-staff.ts';
