import type { Access } from '../../platform/access.ts';

/**
 * Who runs the kitchen's screens and sheets (calendar, prep sheet, BEOs). Admins for now; issue 28's
 * staff role widens this one word for every kitchen route at once.
 */
export const KITCHEN_ACCESS: Access = 'admin';
