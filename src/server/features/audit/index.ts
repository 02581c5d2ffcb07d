/**
 * What the audit feature offers the rest of the server: app.ts registers its plugin; a feature records
 * its changes with recordAudit, inside the transaction that makes them (docs/decisions/0099).
 */
export { auditPlugin } from './audit.plugin.ts';
export { type AuditEntryRead, auditEntriesOf } from './audit.read.ts';
export { type AuditWriter, actorOf, actorOrSystem, recordAudit, SYSTEM_ACTOR } from './audit.record.ts';
