import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { staffCall } from '../../../lib/staff-api-client';

export function getAuditLog(page: number, signal?: AbortSignal) {
  return staffCall(apiRoutes.staff.staffGetAuditLog, { query: { page, recordPerPage: 50 }, signal });
}

export function getAuditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['staff', 'audit-log', page] as const,
    queryFn: async ({ signal }) => unwrap(await getAuditLog(page, signal)),
  });
}

export function useAuditLog(page: number) {
  return useQuery(getAuditLogQueryOptions(page));
}
