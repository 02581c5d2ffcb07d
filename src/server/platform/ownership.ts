import type { PublicUser } from '../../common/auth.ts';
import { isAdmin } from './access.ts';
import { notFound } from './errors.ts';

/**
 * The one ownership rule: a record is seen by its owner and by admins. Anyone else gets the same 404
 * as for a record that does not exist, so another user's ids cannot be probed.
 */
export function visibleTo<T>(
  record: T | null | undefined,
  user: PublicUser,
  ownerId: (record: T) => number | null,
  message = 'Not found.',
): T {
  if (!record || (!isAdmin(user) && ownerId(record) !== user.id)) throw notFound(message);
  return record;
}
