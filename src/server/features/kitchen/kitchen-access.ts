import type { Access } from '../../platform/access.ts';

/**
 * Who runs the kitchen's screens and sheets (calendar, prep sheet, BEOs, orders without money):
 * admins and staff (issue 28 §4, docs/decisions/0085).
 */
export const KITCHEN_ACCESS: Access = 'staff';
