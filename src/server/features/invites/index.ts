export type { InviteEvent, Organizer } from './invites.ics.ts';
export { createInvites, type Invites } from './invites.service.ts';
