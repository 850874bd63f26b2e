import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { recordStaffAction } from '../platform/audit-log.js';
import { AUDITED_STAFF_READS } from '../policies/staff-data-access.js';

function auditDetails(request: FastifyRequest): Record<string, unknown> {
  return {
    params: request.params ?? {},
    query: request.query ?? {},
  };
}

/**
 * Every successful staff read that returns personal data writes an audit entry (who, what, with
 * which filters) before the answer leaves; if the entry cannot be written, the data is not sent.
 */
export function registerStaffReadAudit(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const action = route ? AUDITED_STAFF_READS[route] : undefined;
    if (!action || request.method !== 'GET' || !request.staff || reply.statusCode !== 200) return payload;
    await recordStaffAction(db, {
      staffId: request.staff.staffId,
      action,
      targetType: 'listing',
      targetId: route ?? '',
      details: auditDetails(request),
    });
    return payload;
  });
}
