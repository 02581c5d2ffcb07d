/**
 * What the accounts feature offers the rest of the server: app.ts registers its plugin (issue 39).
 */
export { accountsPlugin } from './accounts.plugin.ts';
export { overdueReceivables } from './accounts.receivables.ts';
