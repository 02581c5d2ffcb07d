/**
 * What the automations feature offers the rest of the server (issue 40 §2): app.ts registers its
 * plugin; its job mails (and texts) the follow-ups the owner switched on.
 */
export { automationsPlugin } from './automations.plugin.ts';
