import { apiRoutes } from '@talentport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/api-client';

/** Free 30-minute slots (UTC instants) of every talent manager. */
export function getTalentManagerSlots(days: number, signal?: AbortSignal) {
  return call(apiRoutes.talentManager.listTalentManagerSlots, { query: { days }, signal });
}

export const TALENT_MANAGER_SLOTS_KEY = ['jobs', 'talent-manager-slots'] as const;

export function getTalentManagerSlotsQueryOptions(days: number) {
  return queryOptions({
    queryKey: [...TALENT_MANAGER_SLOTS_KEY, days] as const,
    queryFn: async ({ signal }) => unwrap(await getTalentManagerSlots(days, signal)),
  });
}

export function useTalentManagerSlots(days: number) {
  return useQuery(getTalentManagerSlotsQueryOptions(days));
}
