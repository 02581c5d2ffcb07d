import type { AuditEntity } from '../../../common/audit/schema.ts';

const ALL = ['audit'] as const;

/** The audit feature's query keys: one record's history (or an entity's), at a version of that record. */
export const auditKeys = {
  all: ALL,
  history: (entity: AuditEntity, id: string | number | undefined, version: string | undefined) =>
    [...ALL, entity, id === undefined ? 'all' : String(id), version ?? ''] as const,
};
