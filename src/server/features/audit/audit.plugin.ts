import { featurePlugin } from '../../platform/feature-plugin.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/**
 * The audit trail (issue 36 §3): other features write their events with recordAudit inside their own
 * transactions; this plugin answers the history. It depends on no feature, so any may use it.
 */
export const auditPlugin = featurePlugin('audit', [], async (app, { db }) => {
  const audit = createAuditService(db);
  await app.register(async (scope) => auditRoutes(scope, { audit }));
});
